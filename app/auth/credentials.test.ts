import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import { createUser } from "~test/fixtures";
import { login, registerUser } from "./credentials.server";
import { recordHit } from "~/limits/rate-limit.server";
import { SIGN_IN_FAILURES, signInKeys } from "./sign-in-limits.server";

const { max: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS } = SIGN_IN_FAILURES;

const req = (headers: Record<string, string> = {}) => new Request("http://localhost/login", { headers });

describe("registering", () => {
  it("creates a user whose password is stored only as a bcrypt hash", async () => {
    const result = await registerUser({ name: "Ana", email: "ana@example.org", password: "still-water-moon" });
    expect(result.ok).toBe(true);
    const db = await database();
    const row = await db.selectFrom("users").selectAll().where("email", "=", "ana@example.org").executeTakeFirstOrThrow();
    expect(row.name).toBe("Ana");
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row.password_hash).not.toContain("still-water-moon");
  });

  it("refuses a second account with a taken email", async () => {
    await registerUser({ name: "Ana", email: "ana@example.org", password: "still-water-moon" });
    const again = await registerUser({ name: "Other", email: "ana@example.org", password: "another-long-one" });
    expect(again).toEqual({ ok: false, reason: "email-taken" });
  });
});

describe("signing in", () => {
  it("accepts the right password and gives one answer for a wrong password and an unknown email", async () => {
    const user = await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    const ok = await login({ email: "kim@example.org", password: "bright-morning-star" }, req());
    expect(ok).toEqual({ ok: true, user: { id: user.id, name: user.name, email: "kim@example.org" } });
    expect(await login({ email: "kim@example.org", password: "wrong-password" }, req())).toEqual({ ok: false, reason: "invalid" });
    expect(await login({ email: "nobody@example.org", password: "wrong-password" }, req())).toEqual({ ok: false, reason: "invalid" });
  });

  it(`slows an email down after ${LOGIN_FAILURE_LIMIT} failures in 15 minutes, even for the right password`, async () => {
    await createUser({ email: "lee@example.org", password: "bright-morning-star" });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login({ email: "lee@example.org", password: `guess-${i}` }, req())).ok).toBe(false);
    }
    const blocked = await login({ email: "lee@example.org", password: "bright-morning-star" }, req());
    expect(blocked.ok).toBe(false);
    if (!blocked.ok && blocked.reason === "throttled") {
      expect(blocked.retryAfter).toBeGreaterThan(0);
      expect(blocked.retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
    } else {
      throw new Error(`expected throttled, got ${JSON.stringify(blocked)}`);
    }
  });

  it("forgets failures older than the window", async () => {
    await createUser({ email: "old@example.org", password: "bright-morning-star" });
    const longAgo = Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await recordHit(SIGN_IN_FAILURES, signInKeys("old@example.org", null), longAgo);
    expect((await login({ email: "old@example.org", password: "bright-morning-star" }, req())).ok).toBe(true);
  });

  it("slows one client address down across emails when a trusted proxy names it", async () => {
    process.env.TRUST_PROXY = "1";
    try {
      // The proxy appends the address it saw: the rightmost entry. What the client wrote to its left is ignored.
      const from = { "X-Forwarded-For": "10.9.9.9, 203.0.113.9" };
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await login({ email: `x${i}@example.org`, password: "nope-nope" }, req(from));
      await createUser({ email: "fresh@example.org", password: "bright-morning-star" });
      const blocked = await login({ email: "fresh@example.org", password: "bright-morning-star" }, req(from));
      expect(blocked).toMatchObject({ ok: false, reason: "throttled" });
      const elsewhere = await login(
        { email: "fresh@example.org", password: "bright-morning-star" },
        req({ "X-Forwarded-For": "198.51.100.4" }),
      );
      expect(elsewhere.ok).toBe(true);
      const spoofed = await login(
        { email: "fresh@example.org", password: "bright-morning-star" },
        req({ "X-Forwarded-For": "1.2.3.4, 203.0.113.9" }),
      );
      expect(spoofed).toMatchObject({ ok: false, reason: "throttled" });
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it("counts attempts sent all at once, so parallel guessing cannot slip past the limit", async () => {
    await createUser({ email: "burst@example.org", password: "bright-morning-star" });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login({ email: "burst@example.org", password: `guess-${i}` }, req())),
    );
    const invalid = results.filter((r) => !r.ok && r.reason === "invalid").length;
    expect(invalid).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(results.filter((r) => !r.ok && r.reason === "throttled").length).toBeGreaterThanOrEqual(25 - LOGIN_FAILURE_LIMIT);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set (a client cannot pick its own bucket)", async () => {
    const from = { "X-Forwarded-For": "203.0.113.10" };
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await login({ email: `y${i}@example.org`, password: "nope-nope" }, req(from));
    await createUser({ email: "fine@example.org", password: "bright-morning-star" });
    expect((await login({ email: "fine@example.org", password: "bright-morning-star" }, req(from))).ok).toBe(true);
  });
});
