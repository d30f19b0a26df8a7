import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import { createUser } from "~test/fixtures";
import {
  clearSessionCookieHeader,
  createSession,
  hashToken,
  readSession,
  requireUser,
  revokeAllSessions,
  revokeSession,
  safeRedirect,
  sessionCookieHeader,
} from "./session.server";

const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
const withBearer = (token: string) => new Request("http://localhost/", { headers: { Authorization: `Bearer ${token}` } });

describe("sessions", () => {
  it("store only the SHA-256 of a 256-bit token, expiring in 30 days", async () => {
    const user = await createUser();
    const db = await database();
    const rows = await db.selectFrom("sessions").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(user.token, "base64url")).toHaveLength(32);
    expect(rows[0].token_hash).toBe(hashToken(user.token));
    expect(rows[0].token_hash).not.toContain(user.token);
    const days = (Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });

  it("give a new token on every sign-in", async () => {
    const user = await createUser();
    const again = await createSession(user.id, new Request("http://localhost/"));
    expect(again.token).not.toBe(user.token);
  });

  it("are read from the signed cookie and from the bearer header", async () => {
    const user = await createUser();
    expect((await readSession(withCookie(user.cookie))).user?.email).toBe(user.email);
    expect((await readSession(withBearer(user.token))).user?.email).toBe(user.email);
  });

  it("refuse a cookie whose signature is forged", async () => {
    const user = await createUser();
    const forged = `prajna_session=${encodeURIComponent(Buffer.from(JSON.stringify(user.token)).toString("base64"))}.forged`;
    const session = await readSession(withCookie(forged));
    expect(session.user).toBeNull();
    expect(session.stale).toBe(true);
  });

  it("still refuse a forged or altered signature after the true cookie has been read (a verified cookie is remembered by itself only)", async () => {
    const user = await createUser();
    const other = await createUser();
    // The true cookie is read (and remembered as verified) first, twice.
    expect((await readSession(withCookie(user.cookie))).user?.id).toBe(user.id);
    expect((await readSession(withCookie(user.cookie))).user?.id).toBe(user.id);
    const value = user.cookie.slice(user.cookie.indexOf("=") + 1);
    const signature = value.slice(value.lastIndexOf(".") + 1);
    // Another person's token under this cookie's signature, and this token with one letter of its signature changed.
    const otherData = other.cookie.slice(other.cookie.indexOf("=") + 1, other.cookie.lastIndexOf("."));
    const swapped = `prajna_session=${otherData}.${signature}`;
    // (A letter in the middle: the last one's low bits are base64 padding, which decodes to the same bytes.)
    const at = value.lastIndexOf(".") + 10;
    const altered = `prajna_session=${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    for (const forged of [swapped, altered]) {
      const session = await readSession(withCookie(forged));
      expect(session.user, forged).toBeNull();
    }
    // The first of two session cookies is the one read, as the cookie parser reads it.
    expect((await readSession(withCookie(`${user.cookie}; ${other.cookie}`))).user?.id).toBe(user.id);
    expect((await readSession(withCookie(`${swapped}; ${user.cookie}`))).user).toBeNull();
  });

  it("treat an expired or revoked token as signed out", async () => {
    const user = await createUser();
    const db = await database();
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await readSession(withBearer(user.token))).toMatchObject({ user: null, stale: true });

    const other = await createUser();
    await revokeSession(other.token);
    expect(await readSession(withCookie(other.cookie))).toMatchObject({ user: null, stale: true });
  });

  it("can all be ended but the current one", async () => {
    const user = await createUser();
    const second = await createSession(user.id, new Request("http://localhost/"));
    await revokeAllSessions(user.id, { except: second.token });
    expect((await readSession(withBearer(user.token))).user).toBeNull();
    expect((await readSession(withBearer(second.token))).user?.id).toBe(user.id);
  });

  it("set an HttpOnly, SameSite=Lax cookie, Secure over HTTPS", async () => {
    const plain = await sessionCookieHeader("t", new Request("http://localhost/"));
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/Secure/i);
    const secure = await sessionCookieHeader("t", new Request("https://prajna.example.org/"));
    expect(secure).toMatch(/Secure/i);
    expect(await clearSessionCookieHeader(new Request("http://localhost/"))).toMatch(/Max-Age=0/i);
  });
});

describe("guards", () => {
  it("send a signed-out visitor to /login, remembering the page", async () => {
    const thrown = await requireUser(new Request("http://localhost/history?category=career")).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fhistory%3Fcategory%3Dcareer");
  });

  it("clear a stale cookie while redirecting", async () => {
    const user = await createUser();
    await revokeSession(user.token);
    const thrown = await requireUser(withCookie(user.cookie)).catch((e) => e);
    expect(thrown.headers.get("Set-Cookie")).toMatch(/prajna_session=;.*Max-Age=0/i);
  });

  it("only redirect to same-site paths after sign-in", () => {
    expect(safeRedirect("/history?x=1")).toBe("/history?x=1");
    expect(safeRedirect("//evil.example.org")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example.org")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example.org")).toBe("/dashboard");
    expect(safeRedirect("/ok\nSet-Cookie: x")).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
  });

  it("never send anyone off site after sign-in, however the target is spelt", () => {
    const offSite = [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example/x",
      "/..//evil.example",
      "/./..//evil.example/phish",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/%09/evil.example",
      "/%0A/evil.example",
      "/%0d%0aSet-Cookie:x=1",
      "\\/evil.example",
      "/\u0000x",
      "",
    ];
    for (const to of offSite) expect(safeRedirect(to), JSON.stringify(to)).toBe("/dashboard");
  });

  it("keep an on-site target as it was asked for, query string included", () => {
    expect(safeRedirect("/history")).toBe("/history");
    expect(safeRedirect("/history?x=1&y=two")).toBe("/history?x=1&y=two");
    expect(safeRedirect("/journey/12?tab=notes#top")).toBe("/journey/12?tab=notes#top");
    expect(safeRedirect("/search?q=a%2Fb")).toBe("/search?q=a%2Fb");
    expect(safeRedirect("/articles/./on-silence")).toBe("/articles/on-silence");
    expect(safeRedirect("/", "/x")).toBe("/");
  });

  it("gives a Location header only characters it can carry: letters beyond ASCII are percent-encoded", () => {
    const to = safeRedirect("/history?q=心の平安#ā");
    expect(to).toBe("/history?q=%E5%BF%83%E3%81%AE%E5%B9%B3%E5%AE%89#%C4%81");
    expect(() => new Headers({ Location: to })).not.toThrow();
    expect(safeRedirect("/\u2028x")).toMatch(/^\//);
  });
});
