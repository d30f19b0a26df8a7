import { describe, expect, it } from "vitest";
import { retryAfter, takeSlot } from "./rate-limit.server";

describe("takeSlot", () => {
  it("lets exactly the limit through when many requests for one key arrive at once", async () => {
    const limit = { name: "test-burst", max: 5, windowMs: 60_000 };
    const slots = await Promise.all(Array.from({ length: 24 }, () => takeSlot(limit, ["email:burst@example.org"])));
    expect(slots.filter((s) => s.ok)).toHaveLength(5);
    for (const s of slots.filter((s) => !s.ok)) expect(s.retryAfter).toBeGreaterThan(0);
    expect(await retryAfter(limit, ["email:burst@example.org"])).toBeGreaterThan(0);
  });

  it("takes a slot on every key or on none, and keys of one limit do not count against another", async () => {
    const limit = { name: "test-pair", max: 2, windowMs: 60_000 };
    const other = { name: "test-other", max: 2, windowMs: 60_000 };
    expect((await takeSlot(limit, ["email:a@example.org", "ip:10.0.0.1"])).ok).toBe(true);
    expect((await takeSlot(limit, ["email:b@example.org", "ip:10.0.0.1"])).ok).toBe(true);
    // The address is full, so the new email gets no hit either.
    expect((await takeSlot(limit, ["email:c@example.org", "ip:10.0.0.1"])).ok).toBe(false);
    expect((await takeSlot(limit, ["email:c@example.org"])).ok).toBe(true);
    expect((await takeSlot(limit, ["email:c@example.org"])).ok).toBe(true);
    expect((await takeSlot(other, ["ip:10.0.0.1"])).ok).toBe(true);
  });
});
