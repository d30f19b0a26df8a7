import { beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "~/db/db.server";
import * as accountRoute from "~/routes/account";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as registerRoute from "~/routes/register";
import * as resetRoute from "~/routes/reset-password";
import * as verifyRoute from "~/routes/verify-email";
import * as apiEmail from "~/routes/api/account.email";
import * as apiForgot from "~/routes/api/auth.forgot-password";
import * as apiLogin from "~/routes/api/auth.login";
import * as apiMe from "~/routes/api/auth.me";
import * as apiRegister from "~/routes/api/auth.register";
import * as apiReset from "~/routes/api/auth.reset-password";
import * as apiVerify from "~/routes/api/auth.verify-email";
import * as apiResend from "~/routes/api/auth.verify-email-resend";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { clearOutbox, linkIn, outbox } from "~test/outbox";
import { routeArgs } from "~test/route-args";

type DataResult = { type: "DataWithResponseInit"; data: any; init: ResponseInit | null };
const asData = (v: unknown) => v as DataResult;

beforeEach(() => {
  clearOutbox();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

async function lastLink(to: string, pathname: string) {
  const mail = (await outbox()).filter((m) => m.to.includes(to) && m.text.includes(pathname)).at(-1);
  if (!mail) throw new Error(`no ${pathname} mail to ${to}`);
  return linkIn(mail, pathname).token;
}

describe("/forgot-password and /reset-password (no JavaScript needed)", () => {
  it("answers with the same redirect for a known and an unknown address; only the known one gets a link", async () => {
    const user = await createUser();
    const known = (await forgotRoute.action(routeArgs(formRequest("/forgot-password", { email: user.email.toUpperCase() })))) as Response;
    const unknown = (await forgotRoute.action(routeArgs(formRequest("/forgot-password", { email: "ghost@example.org" })))) as Response;
    for (const res of [known, unknown]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/forgot-password?sent=1");
    }
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual([[user.email]]);
  });

  it("shows the form for a live link, then sets the password, signs in and goes to the dashboard", async () => {
    const user = await createUser();
    await forgotRoute.action(routeArgs(formRequest("/forgot-password", { email: user.email })));
    const token = await lastLink(user.email, "/reset-password");
    const page = await resetRoute.loader(routeArgs(new Request(`http://localhost/reset-password?token=${token}`)));
    expect(page).toEqual({ token, problem: null });
    expect(resetRoute.headers()).toMatchObject({ "Referrer-Policy": "no-referrer" });

    const mismatch = asData(
      await resetRoute.action(
        routeArgs(formRequest("/reset-password", { token, password: "a-brand-new-river", confirmPassword: "other" })),
      ),
    );
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    const common = asData(
      await resetRoute.action(
        routeArgs(formRequest("/reset-password", { token, password: "password123", confirmPassword: "password123" })),
      ),
    );
    expect(common.data.result.error.password[0]).toMatch(/most common/);

    const res = (await resetRoute.action(
      routeArgs(formRequest("/reset-password", { token, password: "a-brand-new-river", confirmPassword: "a-brand-new-river" })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect(res.headers.get("Set-Cookie")).toMatch(/prajna_session=.+HttpOnly/i);

    const again = asData(await resetRoute.loader(routeArgs(new Request(`http://localhost/reset-password?token=${token}`))));
    expect(again.init?.status).toBe(410);
    expect(again.data.problem).toMatch(/already been used/);
  });

  it("explains an altered link", async () => {
    const res = asData(await resetRoute.loader(routeArgs(new Request("http://localhost/reset-password?token=not-a-real-token"))));
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({ token: null, problem: expect.stringMatching(/not valid/) });
  });
});

describe("the JSON recovery routes", () => {
  it("POST /auth/forgot-password answers 202 either way; POST /auth/reset-password signs in and ends the old token", async () => {
    const user = await createUser();
    for (const email of [user.email, "ghost@example.org"]) {
      const res = await apiForgot.action(routeArgs(jsonRequest("/auth/forgot-password", { email })));
      expect(res.status).toBe(202);
      expect((await res.json()).message).toMatch(/If an account uses that address/);
    }
    const token = await lastLink(user.email, "/reset-password");
    const weak = await apiReset.action(routeArgs(jsonRequest("/auth/reset-password", { token, password: "short" })));
    expect(weak.status).toBe(400);
    expect((await weak.json()).field).toBe("password");

    const ok = await apiReset.action(routeArgs(jsonRequest("/auth/reset-password", { token, password: "a-brand-new-river" })));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.user).toEqual({ id: user.id, username: user.name, name: user.name, email: user.email });
    const oldMe = await apiMe.loader(
      routeArgs(new Request("http://localhost/auth/me", { headers: { Authorization: `Bearer ${user.token}` } })),
    );
    expect(oldMe.status).toBe(401);
    const newMe = await apiMe.loader(
      routeArgs(new Request("http://localhost/auth/me", { headers: { Authorization: `Bearer ${body.token}` } })),
    );
    expect(newMe.status).toBe(200);

    const reused = await apiReset.action(routeArgs(jsonRequest("/auth/reset-password", { token, password: "another-new-river" })));
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ reason: "used", field: "token" });
    const altered = await apiReset.action(
      routeArgs(
        jsonRequest("/auth/reset-password", {
          token: token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
          password: "another-new-river",
        }),
      ),
    );
    expect(await altered.json()).toMatchObject({ reason: "invalid" });
  });
});

describe("confirming addresses", () => {
  it("a sign-up on the page or through the API sends a confirmation link; /auth/me says whether it is confirmed", async () => {
    await registerRoute.action(
      routeArgs(
        formRequest("/register", {
          name: "Ana",
          email: "ana@example.org",
          password: "still-water-moon",
          confirmPassword: "still-water-moon",
        }),
      ),
    );
    expect(await lastLink("ana@example.org", "/verify-email")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reg = await apiRegister.action(
      routeArgs(jsonRequest("/auth/register", { name: "Bo", email: "bo@example.org", password: "still-water-moon" })),
    );
    const { token: session } = await reg.json();
    const auth = { Authorization: `Bearer ${session}` };
    const me = async () => (await apiMe.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth })))).json();
    expect(await me()).toMatchObject({ emailVerified: false, pendingEmail: null });
    const token = await lastLink("bo@example.org", "/verify-email");
    const confirmed = await apiVerify.action(routeArgs(jsonRequest("/auth/verify-email", { token })));
    expect(await confirmed.json()).toEqual({ confirmed: "verify", email: "bo@example.org" });
    expect(await me()).toMatchObject({ emailVerified: true });
    const resend = await apiResend.action(routeArgs(jsonRequest("/auth/verify-email/resend", {}, auth)));
    expect(resend.status).toBe(409);
  });

  it("the page shows a button for the link, and pressing it confirms and returns to the account", async () => {
    const user = await createUser();
    const resent = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "resend-verification" }, { Cookie: user.cookie })),
    )) as Response;
    expect(resent.status).toBe(302);
    const token = await lastLink(user.email, "/verify-email");
    const shown = await verifyRoute.loader(routeArgs(new Request(`http://localhost/verify-email?token=${token}`)));
    expect(shown).toEqual({ link: { token, email: user.email, change: false }, problem: null });
    const res = (await verifyRoute.action(routeArgs(formRequest("/verify-email", { token }, { Cookie: user.cookie })))) as Response;
    expect(res.headers.get("Location")).toBe("/account");
    const account = await accountRoute.loader(routeArgs(new Request("http://localhost/account", { headers: { Cookie: user.cookie } })));
    expect(account.verified).toBe(true);
  });

  it("an address change from the account page needs the current password and takes effect from the new address's link", async () => {
    const user = await createUser();
    const wrong = asData(
      await accountRoute.action(
        routeArgs(
          formRequest("/account", { intent: "email", newEmail: "new@example.org", currentPassword: "nope" }, { Cookie: user.cookie }),
        ),
      ),
    );
    expect(wrong.data.result.error.currentPassword).toEqual(["That is not your current password."]);
    const asked = (await accountRoute.action(
      routeArgs(
        formRequest("/account", { intent: "email", newEmail: "New@Example.org", currentPassword: user.password }, { Cookie: user.cookie }),
      ),
    )) as Response;
    expect(asked.status).toBe(302);
    const account = await accountRoute.loader(routeArgs(new Request("http://localhost/account", { headers: { Cookie: user.cookie } })));
    expect(account).toMatchObject({ email: user.email, pendingEmail: "new@example.org" });
    const token = await lastLink("new@example.org", "/verify-email");
    const res = (await verifyRoute.action(routeArgs(formRequest("/verify-email", { token })))) as Response;
    expect(res.headers.get("Location")).toBe("/login");
    const db = await database();
    expect((await db.selectFrom("users").select("email").where("id", "=", user.id).executeTakeFirstOrThrow()).email).toBe(
      "new@example.org",
    );
  });

  it("POST /api/account/email asks for the change through the API", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const wrong = await apiEmail.action(
      routeArgs(jsonRequest("/api/account/email", { newEmail: "api@example.org", currentPassword: "nope" }, auth)),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).field).toBe("currentPassword");
    const ok = await apiEmail.action(
      routeArgs(jsonRequest("/api/account/email", { newEmail: "api@example.org", currentPassword: user.password }, auth)),
    );
    expect(ok.status).toBe(202);
    expect((await ok.json()).pendingEmail).toBe("api@example.org");
  });
});

describe("an address change to an address another account uses", () => {
  it("is answered as any other, on the page and through the API: no 409, nothing that says the address is taken", async () => {
    const user = await createUser();
    const other = await createUser();
    const free = (await accountRoute.action(
      routeArgs(
        formRequest("/account", { intent: "email", newEmail: "free@example.org", currentPassword: user.password }, { Cookie: user.cookie }),
      ),
    )) as Response;
    const taken = (await accountRoute.action(
      routeArgs(
        formRequest("/account", { intent: "email", newEmail: other.email, currentPassword: user.password }, { Cookie: user.cookie }),
      ),
    )) as Response;
    for (const res of [free, taken]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/account");
    }
    const auth = { Authorization: `Bearer ${user.token}` };
    const api = async (newEmail: string) => {
      const res = await apiEmail.action(routeArgs(jsonRequest("/api/account/email", { newEmail, currentPassword: user.password }, auth)));
      return { status: res.status, body: await res.json() };
    };
    const apiFree = await api("free-too@example.org");
    const apiTaken = await api(other.email);
    expect(apiTaken.status).toBe(202);
    expect(apiFree.status).toBe(202);
    expect(apiTaken.body).toEqual({ message: `Follow the link sent to ${other.email} to start using it.`, pendingEmail: other.email });
    const db = await database();
    expect((await db.selectFrom("users").select("email").where("id", "=", user.id).executeTakeFirstOrThrow()).email).toBe(user.email);
  });
});

describe("a disabled account", () => {
  it("is refused at sign-in with a clear message, on the page (403) and in JSON (403), but only with the right password", async () => {
    const user = await createUser({ email: "off@example.org", password: "bright-morning-star" });
    const db = await database();
    await db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", user.id).execute();
    const page = asData(
      await loginRoute.action(routeArgs(formRequest("/login", { email: "off@example.org", password: "bright-morning-star" }))),
    );
    expect(page.init?.status).toBe(403);
    expect(page.data.error[""][0]).toMatch(/disabled/);
    const wrong = asData(
      await loginRoute.action(routeArgs(formRequest("/login", { email: "off@example.org", password: "not-it-at-all" }))),
    );
    expect(wrong.init?.status).toBe(401);
    const json = await apiLogin.action(
      routeArgs(jsonRequest("/auth/login", { email: "off@example.org", password: "bright-morning-star" })),
    );
    expect(json.status).toBe(403);
    expect((await json.json()).error).toMatch(/disabled/);
    // A session that somehow outlived the disabling does not work either.
    const me = await apiMe.loader(
      routeArgs(new Request("http://localhost/auth/me", { headers: { Authorization: `Bearer ${user.token}` } })),
    );
    expect(me.status).toBe(401);
  });
});
