import { describe, expect, it } from "vitest";
import { readSession, requireUser } from "~/auth/session.server";
import { database } from "~/db/db.server";
import * as accountRoute from "~/routes/account";
import * as loginRoute from "~/routes/login";
import * as apiLogin from "~/routes/api/auth.login";
import * as apiMe from "~/routes/api/auth.me";
import * as apiSession from "~/routes/api/account.session";
import * as apiSessions from "~/routes/api/account.sessions";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const page = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const apiGet = (path: string, headers: Record<string, string>) => new Request(`http://localhost${path}`, { headers });
const apiDelete = (path: string, headers: Record<string, string>) => new Request(`http://localhost${path}`, { method: "DELETE", headers });

/** Sign in on /login as a browser does; the session cookie (name=value) and the whole Set-Cookie line. */
async function browserSignIn(email: string, password: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = (await loginRoute.action(routeArgs(formRequest("/login", { email, password, ...fields }, headers)))) as Response;
  expect(res.status).toBe(302);
  const line = res.headers.getSetCookie().find((c) => c.startsWith("prajna_session="))!;
  return { cookie: line.split(";")[0], line };
}

/** Pretend a session was last used `ms` ago, as if the time had passed. */
async function lastSeenAgo(ms: number, cookieOrToken: { cookie?: string; token?: string }) {
  const request = cookieOrToken.token
    ? new Request("http://localhost/", { headers: bearer(cookieOrToken.token) })
    : page("/", cookieOrToken.cookie!);
  const { sessionId } = await readSession(request);
  const db = await database();
  await db
    .updateTable("sessions")
    .set({ last_seen_at: new Date(Date.now() - ms).toISOString() })
    .where("id", "=", sessionId!)
    .execute();
}

const signedIn = async (cookie: string) => (await readSession(page("/dashboard", cookie))).user !== null;

describe("Remember me at sign-in", () => {
  it("unticked: a cookie for this browser session only (no Max-Age), and signed out after 12 hours unused", async () => {
    const user = await createUser();
    const { cookie, line } = await browserSignIn(user.email, user.password);
    expect(line).not.toMatch(/Max-Age|Expires/i);
    await lastSeenAgo(11 * HOUR, { cookie });
    expect(await signedIn(cookie)).toBe(true);
    await lastSeenAgo(12 * HOUR + 60_000, { cookie });
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ticked: the cookie is kept for 90 days, and the session lasts 30 days from its last use", async () => {
    const user = await createUser();
    const { cookie, line } = await browserSignIn(user.email, user.password, { remember: "on" });
    expect(line).toMatch(/Max-Age=7776000/i);
    await lastSeenAgo(29 * DAY, { cookie });
    expect(await signedIn(cookie)).toBe(true);
    // That visit counted as use: the 30 days start again from it.
    await lastSeenAgo(20 * DAY, { cookie });
    expect(await signedIn(cookie)).toBe(true);
    await lastSeenAgo(31 * DAY, { cookie });
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ticked: still ends 90 days after sign-in, however often it is used", async () => {
    const user = await createUser();
    const { cookie } = await browserSignIn(user.email, user.password, { remember: "on" });
    const db = await database();
    const { sessionId } = await readSession(page("/", cookie));
    const row = await db.selectFrom("sessions").select(["created_at", "expires_at"]).where("id", "=", sessionId!).executeTakeFirstOrThrow();
    expect((Date.parse(row.expires_at) - Date.parse(row.created_at)) / DAY).toBeCloseTo(90, 5);
  });

  it("the JSON API takes remember, and says how long a token may go unused", async () => {
    const user = await createUser();
    const short = await (
      await apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: user.email, password: user.password })))
    ).json();
    expect(short).toMatchObject({ remember: false, idleTimeoutSeconds: 12 * 60 * 60 });
    const long = await (
      await apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: user.email, password: user.password, remember: true })))
    ).json();
    expect(long).toMatchObject({ remember: true, idleTimeoutSeconds: 30 * 24 * 60 * 60 });
  });
});

describe("the idle timeout", () => {
  it("signs out a cookie left unused too long, even before it expires, and sends the page to /login", async () => {
    const user = await createUser();
    await lastSeenAgo(13 * HOUR, { cookie: user.cookie });
    const thrown = await requireUser(page("/history", user.cookie)).catch((e) => e);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fhistory");
    expect(thrown.headers.get("Set-Cookie")).toMatch(/prajna_session=;.*Max-Age=0/i);
    // Over for good: it is gone from the list of places too.
    const db = await database();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("refuses a bearer token by the same rule", async () => {
    const user = await createUser();
    await lastSeenAgo(13 * HOUR, { token: user.token });
    const res = await apiMe.loader(routeArgs(apiGet("/auth/me", bearer(user.token))));
    expect(res.status).toBe(401);
  });

  it("writes the last use at most once a minute", async () => {
    const user = await createUser();
    const db = await database();
    const seen = async () =>
      (await db.selectFrom("sessions").select("last_seen_at").where("user_id", "=", user.id).executeTakeFirstOrThrow()).last_seen_at;
    await lastSeenAgo(30_000, { token: user.token });
    const before = await seen();
    await readSession(apiGet("/", bearer(user.token)));
    expect(await seen()).toBe(before);
    await lastSeenAgo(2 * 60_000, { token: user.token });
    const older = await seen();
    await readSession(apiGet("/", bearer(user.token)));
    expect(Date.parse(await seen())).toBeGreaterThan(Date.parse(older));
  });
});

describe("the places an account is signed in, on /account", () => {
  it("lists each with its device in words, this device marked, and never a full address", async () => {
    process.env.TRUST_PROXY = "1";
    try {
      const user = await createUser();
      const firefox = await browserSignIn(user.email, user.password, {}, { "User-Agent": FIREFOX, "X-Forwarded-For": "203.0.113.42" });
      await browserSignIn(
        user.email,
        user.password,
        { remember: "on" },
        { "User-Agent": IPHONE, "X-Forwarded-For": "2001:db8:85a3::7334" },
      );
      const data = await accountRoute.loader(routeArgs(page("/account", firefox.cookie)));
      expect(data.places).toHaveLength(3);
      expect(data.places[0]).toMatchObject({ device: "Firefox on Linux", place: "203.0.113.x", current: true });
      expect(data.places).toContainEqual(
        expect.objectContaining({ device: "Safari on iPhone", place: "2001:db8:85a3:x", current: false, remembered: true }),
      );
      expect(data.places.filter((p) => p.current)).toHaveLength(1);
      const db = await database();
      const stored = JSON.stringify(await db.selectFrom("sessions").selectAll().execute());
      expect(stored).not.toContain("203.0.113.42");
      expect(stored).not.toContain("7334");
      expect(stored).not.toContain("Gecko/20100101");
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it("signs out another place: its cookie is signed out on its next request", async () => {
    const user = await createUser();
    const here = await browserSignIn(user.email, user.password);
    const { sessionId: otherId } = await readSession(page("/", user.cookie));
    const res = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "signout-session", session: String(otherId) }, { Cookie: here.cookie })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account");
    expect(res.headers.get("Set-Cookie")).toMatch(/toast-session=/);
    const thrown = await requireUser(page("/dashboard", user.cookie)).catch((e) => e);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    expect(await signedIn(here.cookie)).toBe(true);
  });

  it("cannot sign out another account's session", async () => {
    const mine = await createUser();
    const theirs = await createUser();
    const { sessionId: theirId } = await readSession(page("/", theirs.cookie));
    await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "signout-session", session: String(theirId) }, { Cookie: mine.cookie })),
    );
    expect(await signedIn(theirs.cookie)).toBe(true);
  });

  it("signs out everywhere else, keeping this device", async () => {
    const user = await createUser();
    const second = await browserSignIn(user.email, user.password);
    const here = await browserSignIn(user.email, user.password);
    await accountRoute.action(routeArgs(formRequest("/account", { intent: "signout-others" }, { Cookie: here.cookie })));
    expect(await signedIn(here.cookie)).toBe(true);
    expect(await signedIn(second.cookie)).toBe(false);
    expect(await signedIn(user.cookie)).toBe(false);
    const data = await accountRoute.loader(routeArgs(page("/account", here.cookie)));
    expect(data.places.map((p) => p.current)).toEqual([true]);
  });
});

describe("the places an account is signed in, over the JSON API", () => {
  it("lists them with current: true on the caller's", async () => {
    const user = await createUser();
    await browserSignIn(user.email, user.password, {}, { "User-Agent": FIREFOX });
    const res = await apiSessions.loader(routeArgs(apiGet("/api/account/sessions", bearer(user.token))));
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ device: "Firefox on Linux", current: false }));
    expect(Object.keys(sessions[0]).sort()).toEqual(["current", "device", "id", "lastSeenAt", "place", "remembered", "signedInAt"]);
  });

  it("ends one by id; another account's id or an unknown one is 404 and ends nothing", async () => {
    const user = await createUser();
    const other = await browserSignIn(user.email, user.password);
    const stranger = await createUser();
    const { sessionId: otherId } = await readSession(page("/", other.cookie));
    const { sessionId: strangerId } = await readSession(page("/", stranger.cookie));
    const del = (id: number | string) =>
      apiSession.action(routeArgs(apiDelete(`/api/account/sessions/${id}`, bearer(user.token)), { id: String(id) }));

    expect((await del(strangerId!)).status).toBe(404);
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect((await del(999_999)).status).toBe(404);
    expect((await del("nope")).status).toBe(404);
    expect((await del(otherId!)).status).toBe(204);
    expect(await signedIn(other.cookie)).toBe(false);
    expect((await del(otherId!)).status).toBe(404);
  });

  it("ends all but the caller's", async () => {
    const user = await createUser();
    const other = await browserSignIn(user.email, user.password);
    const res = await apiSessions.action(routeArgs(apiDelete("/api/account/sessions", bearer(user.token))));
    expect(await res.json()).toEqual({ revoked: 1 });
    expect(await signedIn(other.cookie)).toBe(false);
    expect((await readSession(apiGet("/", bearer(user.token)))).user?.id).toBe(user.id);
  });

  it("asks for a token", async () => {
    const res = await apiSessions.loader(routeArgs(apiGet("/api/account/sessions", {})));
    expect(res.status).toBe(401);
  });
});
