import { describe, expect, it } from "vitest";
import * as askStream from "~/routes/api/ask-stream";
import * as apiJourney from "~/routes/api/journey";
import * as notFound from "~/routes/api/not-found";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

describe("/ask/stream refuses bad input with a clear 4xx, never a 500", () => {
  it.each([
    ["text/plain", "question=hi", 415],
    ["", "question=hi", 415],
    ["application/json", "{not json", 400],
    ["multipart/form-data; boundary=broken", "--nope", 400],
  ])("Content-Type %j", async (type, body, status) => {
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    const res = await askStream.action(routeArgs(new Request("http://localhost/ask/stream", { method: "POST", headers, body })));
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toContain("application/json");
  });

  it("a body over 64 KB is 413", async () => {
    const res = await askStream.action(
      routeArgs(
        new Request("http://localhost/ask/stream", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: `question=${"a".repeat(70_000)}`,
        }),
      ),
    );
    expect(res.status).toBe(413);
  });

  it("a JSON question is answered as a stream", async () => {
    const res = await askStream.action(routeArgs(jsonRequest("/ask/stream", { question: "What is metta?", category: "relationships" })));
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    expect(await res.text()).toMatch(/^event: done$/m);
  });
});

describe("the journey API's query", () => {
  it("treats empty parameters as absent", async () => {
    const user = await createUser();
    const res = await apiJourney.loader(
      routeArgs(new Request("http://localhost/api/journey?category=&q=&page=", { headers: { Authorization: `Bearer ${user.token}` } })),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ page: 1, total: 0 });
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404", async () => {
    const res = notFound.loader();
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
  });
});
