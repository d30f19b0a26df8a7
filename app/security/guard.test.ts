import { beforeAll, describe, expect, it } from "vitest";
import { checkForm, checkMethod, checkOrigin, guardRequest, MAX_BODY_BYTES, readBodyWithin } from "./guard.server";
import { redactLogText } from "./front-door.server";
import { routeKind } from "./route-kinds";
import { registerAppRouteTable } from "~test/route-table";

// Route facts (kinds, limits, which pages are kept) come from the table of app/routes.ts, as the server registers it.
beforeAll(registerAppRouteTable, 30_000);

const post = (path: string, headers: Record<string, string> = {}, body: BodyInit | null = "x=1") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

/** A body that never ends, counting how many bytes were pulled from it. */
function endless(chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(97));
    },
  });
  return { stream, counter };
}

describe("methods", () => {
  it("takes the methods the app serves and refuses the rest with 405 and a message", () => {
    for (const m of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "post"]) expect(checkMethod(m)).toBeNull();
    expect(checkMethod("TRACE")).toMatchObject({ status: 405, message: "The TRACE method is not allowed here." });
    expect(checkMethod("TRACE")?.headers?.Allow).toContain("GET");
    expect(checkMethod("PROPFIND")).toMatchObject({ status: 405, message: expect.stringContaining("PROPFIND") });
    expect(checkMethod("X<script>")?.message).not.toContain("<");
  });
});

describe("origin of a state-changing request", () => {
  it("refuses another site by Origin (or a null one), and by Sec-Fetch-Site when Origin is missing", () => {
    expect(checkOrigin(post("/logout", { Origin: "http://evil.example" }), "/logout")).toMatchObject({ status: 403 });
    expect(checkOrigin(post("/auth/logout", { Origin: "null" }), "/auth/logout")).toMatchObject({ status: 403 });
    expect(checkOrigin(post("/logout", { Origin: "null", "Sec-Fetch-Site": "cross-site" }), "/logout")).toMatchObject({ status: 403 });
    expect(checkOrigin(post("/ask/stream", { "Sec-Fetch-Site": "cross-site" }), "/ask/stream")).toMatchObject({ status: 403 });
    expect(checkOrigin(post("/ask/stream", { "Sec-Fetch-Site": "same-site" }), "/ask/stream")).toMatchObject({ status: 403 });
  });

  it("lets this site's own requests through, and clients that send neither header", () => {
    expect(checkOrigin(post("/logout", { Origin: "http://localhost" }), "/logout")).toBeNull();
    expect(checkOrigin(post("/logout", { "Sec-Fetch-Site": "same-origin" }), "/logout")).toBeNull();
    expect(checkOrigin(post("/logout"), "/logout")).toBeNull();
    // A form posted from a page whose Referrer-Policy is no-referrer (the reset and confirmation pages): Origin null.
    expect(checkOrigin(post("/verify-email", { Origin: "null", "Sec-Fetch-Site": "same-origin" }), "/verify-email")).toBeNull();
  });

  it("exempts bearer-token requests, the OpenAI-compatible routes and reads", () => {
    expect(checkOrigin(post("/auth/logout", { Origin: "http://evil.example", Authorization: "Bearer abc" }), "/auth/logout")).toBeNull();
    expect(checkOrigin(post("/v1/chat/completions", { Origin: "http://evil.example" }), "/v1/chat/completions")).toBeNull();
    expect(checkOrigin(new Request("http://localhost/history", { headers: { Origin: "http://evil.example" } }), "/history")).toBeNull();
  });
});

describe("body size", () => {
  it("refuses a declared size over the limit without reading anything", async () => {
    const { stream, counter } = endless();
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Length": String(MAX_BODY_BYTES + 1) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const result = await readBodyWithin(request);
    expect(result).toMatchObject({ ok: false, refusal: { status: 413 } });
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("counts an endless chunked body as it arrives and stops just past the limit", async () => {
    const { stream, counter } = endless();
    const request = new Request("http://localhost/ask/stream", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    const result = await readBodyWithin(request);
    expect(result).toMatchObject({
      ok: false,
      refusal: { status: 413, message: "The request body is too large: the limit is 64 KB.", headers: { Connection: "close" } },
    });
    // What was pulled: the limit, plus the chunk that crossed it, plus what the stream queued ahead.
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 16 * 1024);
  });

  it("leaves a body within the limit whole for the route to read", async () => {
    const request = post("/contact", {}, "name=Ana&message=hello");
    const result = await readBodyWithin(request);
    expect(result.ok).toBe(true);
    expect(Object.fromEntries(await request.formData())).toEqual({ name: "Ana", message: "hello" });
  });
});

describe("forms on pages", () => {
  it("refuses what is not a form (415) and a form that cannot be parsed (400)", async () => {
    const json = post("/contact", { "Content-Type": "application/json" }, "{}");
    expect(await guardRequest(json, "page")).toMatchObject({ status: 415 });
    const empty = new Request("http://localhost/contact", { method: "POST" });
    expect(await guardRequest(empty, "page")).toMatchObject({ status: 415 });
    const broken = post("/contact", { "Content-Type": "multipart/form-data; boundary=zzz" }, "--zzz\r\nnot a part");
    expect(await checkForm(broken, Buffer.from("--zzz\r\nnot a part"))).toMatchObject({ status: 400 });
    expect(await guardRequest(post("/contact"), "page")).toBeNull();
  });

  it("leaves JSON routes to read their own bodies", async () => {
    expect(await guardRequest(post("/chat", { "Content-Type": "application/json" }, "{}"), "json")).toBeNull();
  });
});

describe("route kinds", () => {
  it("tells pages, JSON routes and files apart the way the router matches paths", () => {
    expect(routeKind("/contact")).toBe("page");
    expect(routeKind("/contact.data")).toBe("page");
    expect(routeKind("/api")).toBe("page");
    expect(routeKind("/api/journey")).toBe("json");
    expect(routeKind("/CHAT/")).toBe("json");
    expect(routeKind("/%61uth/login")).toBe("json");
    expect(routeKind("/logout")).toBe("file");
    expect(routeKind("/history/export.md")).toBe("file");
  });
});

describe("the access log", () => {
  it("cuts every query string from request lines and logged URLs", () => {
    expect(redactLogText("GET /history?q=my+grief&page=2 200 1234 - 12.3 ms\n")).toBe("GET /history?… 200 1234 - 12.3 ms\n");
    expect(redactLogText("POST /login?redirectTo=%2Fhistory%3Fq%3Dx 302 - - 1 ms")).toBe("POST /login?… 302 - - 1 ms");
    expect(redactLogText("Error: aborted POST http://127.0.0.1:3000/ask?q=secret")).toBe("Error: aborted POST http://127.0.0.1:3000/ask?…");
    expect(redactLogText("GET /about 200 - - 1 ms")).toBe("GET /about 200 - - 1 ms");
  });
});
