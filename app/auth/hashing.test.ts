import { beforeAll, describe, expect, it } from "vitest";
import * as apiLogin from "~/routes/api/auth.login";
import { login } from "./credentials.server";
import { BUSY_PAUSE_MS, HASHING_BUSY, hashPassword, hashWorkersRunning, verifyPassword } from "./password.server";
import { jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// One hashing thread and a queue of one (set before the pool starts): the third concurrent check is refused.
beforeAll(() => {
  process.env.PASSWORD_HASH_WORKERS = "1";
  process.env.PASSWORD_HASH_QUEUE = "1";
  process.env.BCRYPT_COST = "10";
});

describe("password hashing cannot starve the server", () => {
  it("runs as many checks as it has threads, queues a few, and refuses the rest with 429 and Retry-After", async () => {
    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login({ email: `nobody-${i}@example.org`, password: "not-the-password" }, new Request("http://localhost/")),
      ),
    );
    const busy = attempts.filter((a) => !a.ok && a.reason === "busy");
    expect(attempts.filter((a) => !a.ok && a.reason === "invalid").length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(2);
    for (const b of busy) expect(b).toMatchObject({ retryAfter: 1 });
    // A refusal is held back a moment (a flood on a few connections slows to a trickle).
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_PAUSE_MS - 50);

    const flood = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: `flood-${i}@example.org`, password: "nope-nope" }))),
      ),
    );
    const refused = flood.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused[0].headers.get("Retry-After")).toBe("1");
    expect((await refused[0].json()).error).toBe(HASHING_BUSY);
  });
});

describe("hashing threads give their memory back", () => {
  it("stops a thread left idle and starts one again for the next check, which still works", async () => {
    process.env.PASSWORD_HASH_IDLE_MS = "200";
    const hash = await hashPassword("a-long-enough-password");
    expect(hashWorkersRunning()).toBe(1);
    await expect.poll(() => hashWorkersRunning(), { timeout: 5_000, interval: 50 }).toBe(0);
    expect(await verifyPassword("a-long-enough-password", hash)).toBe(true);
    expect(await verifyPassword("another-password", hash)).toBe(false);
    expect(hashWorkersRunning()).toBe(1);
    delete process.env.PASSWORD_HASH_IDLE_MS;
  });
});
