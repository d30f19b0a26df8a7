import { describe, expect, it, vi } from "vitest";
import { backgroundSettled, holdBackgroundUntil, runInBackground } from "./background.server";

/** A few turns of the event loop: what was going to start by itself has started. */
async function turns(n = 5) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("work after the answer", () => {
  it("starts only once the caller has finished its own turn, never in the middle of answering", async () => {
    const order: string[] = [];
    runInBackground("test", async () => {
      order.push("work");
    });
    order.push("answer");
    await Promise.resolve();
    await Promise.resolve();
    order.push("answer, after awaiting");
    await backgroundSettled();
    expect(order).toEqual(["answer", "answer, after awaiting", "work"]);
  });

  it("asked for while a request is answered, starts when the response has gone, not before", async () => {
    let responseGone!: () => void;
    const started: string[] = [];
    holdBackgroundUntil(
      (done) => (responseGone = done),
      () => {
        runInBackground("test", async () => {
          started.push("work");
          // Work started by work after the response does not wait for anything more.
          runInBackground("test", async () => void started.push("more work"));
        });
      },
    );
    await turns();
    expect(started).toEqual([]);
    responseGone();
    await backgroundSettled();
    expect(started).toEqual(["work", "more work"]);
  });

  it("logs a failure and throws it at nobody", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    runInBackground("failing", async () => {
      throw new Error("mail server down");
    });
    await backgroundSettled();
    expect(log).toHaveBeenCalledWith("[failing] failed", expect.any(Error));
    log.mockRestore();
  });
});
