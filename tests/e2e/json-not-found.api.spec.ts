import { expect, test } from "@playwright/test";

// A JSON client never gets the HTML 404 page, and an OPTIONS preflight is answered, never a 405.

test("unknown JSON paths anywhere answer a JSON 404", async ({ request }) => {
  for (const path of ["/api/nope", "/auth/nope", "/ai/nope", "/v1/nope", "/v1/responses/resp_1"]) {
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

test("POST, PUT and DELETE to an unknown path from a JSON client get a JSON 404, from another origin too", async ({ request }) => {
  const listed = `http://127.0.0.1:${process.env.E2E_CORS_PORT}`;
  const preflight = await request.fetch("/no/such/thing", {
    method: "OPTIONS",
    headers: { Origin: listed, "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "content-type" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-origin"]).toBe(listed);
  for (const method of ["POST", "PUT", "DELETE"]) {
    const res = await request.fetch("/no/such/thing", { method, headers: { Accept: "application/json", Origin: listed }, data: {} });
    expect(res.status(), method).toBe(404);
    expect(res.headers()["content-type"], method).toContain("application/json");
    expect(res.headers()["access-control-allow-origin"], method).toBe(listed);
  }
});

test("OPTIONS and a wrong method's 405 name the methods the route takes", async ({ request }) => {
  const listed = `http://127.0.0.1:${process.env.E2E_CORS_PORT}`;
  const routes = [
    { path: "/api/journey", allow: "GET, HEAD, DELETE, OPTIONS", wrong: "PUT" },
    { path: "/api/journey/1/rating", allow: "POST, PUT, OPTIONS", wrong: "GET" },
    { path: "/v1/chat/completions", allow: "POST, OPTIONS", wrong: "GET" },
    { path: "/healthz", allow: "GET, HEAD, OPTIONS", wrong: "POST" },
  ];
  for (const { path, allow, wrong } of routes) {
    const plain = await request.fetch(path, { method: "OPTIONS" });
    expect(plain.status(), path).toBe(204);
    expect(plain.headers()["allow"], path).toBe(allow);
    const preflight = await request.fetch(path, {
      method: "OPTIONS",
      headers: { Origin: listed, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.headers()["allow"], path).toBe(allow);
    expect(preflight.headers()["access-control-allow-methods"], path).toBe(allow);
    const refused = await request.fetch(path, { method: wrong, headers: { "Content-Type": "application/json" }, data: {} });
    expect(refused.status(), `${wrong} ${path}`).toBe(405);
    expect(refused.headers()["allow"], `${wrong} ${path}`).toBe(allow);
  }
  // A page: GET and HEAD, and POST only where it takes a form.
  expect((await request.fetch("/about", { method: "OPTIONS" })).headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect((await request.fetch("/contact", { method: "OPTIONS" })).headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
});
