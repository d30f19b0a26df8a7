import net from "node:net";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eventCounts } from "~/ops/events.server";
import { database } from "~/db/db.server";
import { backgroundSettled } from "~/lib/background.server";
import { createUser } from "~test/fixtures";
import { clearOutbox, linkIn, outbox } from "~test/outbox";
import { login } from "./credentials.server";
import { PASSWORD_RESET_REQUESTS, requestPasswordReset, resetPassword } from "./recovery.server";
import { hashToken, readSession } from "./session.server";

const request = () => new Request("http://localhost/forgot-password", { method: "POST" });
const withCookie = (token: string) => new Request("http://localhost/", { headers: { Authorization: `Bearer ${token}` } });

beforeEach(() => {
  clearOutbox();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

async function resetLinkFor(email: string) {
  expect(await requestPasswordReset(email, request())).toEqual({ ok: true });
  const mail = (await outbox()).find((m) => m.to.includes(email) && /Reset your/.test(m.subject));
  if (!mail) throw new Error("no reset email");
  return linkIn(mail, "/reset-password");
}

describe("asking for a password reset", () => {
  it("emails a 30-minute link to an account's address, and keeps only a hash of its token", async () => {
    const user = await createUser({ name: "Asha" });
    const { url, token } = await resetLinkFor(user.email);
    expect(url.origin).toBe("http://localhost:3000");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const db = await database();
    const rows = await db.selectFrom("account_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)).toBe(30 * 60 * 1000);
  });

  it("answers the same for an address with no account, and sends nothing", async () => {
    expect(await requestPasswordReset("nobody@example.org", request())).toEqual({ ok: true });
    expect(await outbox()).toEqual([]);
    const db = await database();
    expect(await db.selectFrom("account_tokens").selectAll().execute()).toEqual([]);
  });

  it("answers before any looking-up or sending: a mail server that hangs delays neither a known nor an unknown address", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const user = await createUser();
      for (const email of [user.email, "nobody@example.org"]) {
        // The mail server never answers: were the answer waiting on it, this would never resolve.
        expect(await requestPasswordReset(email, request())).toEqual({ ok: true });
      }
      // The known address's link is on its way (its connection is open and waiting), the unknown one's is not.
      await expect.poll(() => sockets.length).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await backgroundSettled();
      errors.mockRestore();
    }
  });

  it("sends nothing to a disabled account", async () => {
    const user = await createUser();
    const db = await database();
    await db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", user.id).execute();
    expect(await requestPasswordReset(user.email, request())).toEqual({ ok: true });
    expect(await outbox()).toEqual([]);
  });

  it("is limited per address like sign-in, whether or not the address has an account, and counts the refusals", async () => {
    for (let i = 0; i < PASSWORD_RESET_REQUESTS.max; i++)
      expect((await requestPasswordReset("someone@example.org", request())).ok).toBe(true);
    const refused = await requestPasswordReset("someone@example.org", request());
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await requestPasswordReset("someone-else@example.org", request())).ok).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(await eventCounts(today, today)).toEqual([{ day: today, name: "limit.password-reset", count: 1 }]);
  });
});

describe("resetting with the link", () => {
  it("sets the new password, ends every other session, signs in, and tells the person by email", async () => {
    const user = await createUser({ name: "Ravi" });
    const { token } = await resetLinkFor(user.email);
    const result = await resetPassword(token, "a-brand-new-river", new Request("http://localhost/reset-password"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.email).toBe(user.email);
    expect((await readSession(withCookie(user.token))).user).toBeNull();
    expect((await readSession(withCookie(result.token))).user?.id).toBe(user.id);
    expect((await login({ email: user.email, password: user.password }, request())).ok).toBe(false);
    expect((await login({ email: user.email, password: "a-brand-new-river" }, request())).ok).toBe(true);
    await backgroundSettled();
    const notice = (await outbox()).find((m) => /password was changed/.test(m.subject));
    expect(notice?.to).toEqual([user.email]);
    expect(notice?.text).toContain("http://localhost:3000/forgot-password");
  });

  it("works once: a second use says the link was used", async () => {
    const user = await createUser();
    const { token } = await resetLinkFor(user.email);
    expect((await resetPassword(token, "a-brand-new-river", request())).ok).toBe(true);
    expect(await resetPassword(token, "another-new-river", request())).toEqual({ ok: false, reason: "used" });
  });

  it("refuses an altered link and an expired one, and changes nothing", async () => {
    const user = await createUser();
    const { token } = await resetLinkFor(user.email);
    const altered = (token[0] === "A" ? "B" : "A") + token.slice(1);
    expect(await resetPassword(altered, "a-brand-new-river", request())).toEqual({ ok: false, reason: "invalid" });
    expect(await resetPassword(token.slice(0, 20), "a-brand-new-river", request())).toEqual({ ok: false, reason: "invalid" });
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await resetPassword(token, "a-brand-new-river", request(), later)).toEqual({ ok: false, reason: "expired" });
    expect((await login({ email: user.email, password: user.password }, request())).ok).toBe(true);
    expect((await readSession(withCookie(user.token))).user?.id).toBe(user.id);
  });

  it("confirms the address it reached, and voids the account's other reset links", async () => {
    const user = await createUser();
    const first = await resetLinkFor(user.email);
    clearOutbox();
    const second = await resetLinkFor(user.email);
    expect((await resetPassword(second.token, "a-brand-new-river", request())).ok).toBe(true);
    expect((await resetPassword(first.token, "another-new-river", request())).ok).toBe(false);
    const db = await database();
    const row = await db.selectFrom("users").select("email_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });
});
