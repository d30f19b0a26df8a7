import { expect, test } from "@playwright/test";

// A JSON client never gets the HTML 404 page, and an OPTIONS preflight is answered, never a 405.

test("unknown JSON paths anywhere answer a JSON 404", async ({ request }) => {
  for (const path of ["/api/nope", "/auth/nope", "/ai/nope", "/v1/nope", "/v1/responses"]) {
    const res = await request.post(path, { data: {} });
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).toContain("application/json");
  }
  expect((await (await request.get("/v1/embeddings")).json()).error).toMatchObject({ type: "invalid_request_error", code: "unknown_url" });
  const asked = await request.get("/no/such/page", { headers: { Accept: "application/json" } });
  expect(asked.status()).toBe(404);
  expect(asked.headers()["content-type"]).toContain("application/json");
  expect((await asked.json()).error).toMatch(/openapi\.json/);
  // A browser still gets the page.
  const page = await request.get("/no/such/page", { headers: { Accept: "text/html" } });
  expect(page.status()).toBe(404);
  expect(page.headers()["content-type"]).toContain("text/html");
});

test("a preflight to a JSON route is 204, with the grant only for the listed origin", async ({ request }) => {
  const listed = `http://127.0.0.1:${process.env.E2E_CORS_PORT}`;
  for (const path of ["/v1/chat/completions", "/ai/ask", "/auth/login", "/api/journey", "/ask/stream", "/v1/unknown"]) {
    const ok = await request.fetch(path, {
      method: "OPTIONS",
      headers: { Origin: listed, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(ok.status(), path).toBe(204);
    expect(ok.headers()["access-control-allow-origin"], path).toBe(listed);
    expect(ok.headers()["access-control-allow-credentials"], path).toBeUndefined();
    const other = await request.fetch(path, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:1", "Access-Control-Request-Method": "POST" },
    });
    expect(other.status(), path).toBe(204);
    expect(
      Object.keys(other.headers()).filter((h) => h.startsWith("access-control-")),
      path,
    ).toEqual([]);
  }
});
