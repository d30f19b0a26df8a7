import { expect, test } from "@playwright/test";
import { uniqueEmail } from "~test/e2e";

// The journey API over HTTP: one person can never see, rate or delete another's items.

async function account(request: import("@playwright/test").APIRequestContext) {
  const res = await request.post("/auth/register", {
    data: { name: "Api", email: uniqueEmail("journey"), password: "quiet-mountain-path" },
  });
  const body = await res.json();
  return { ...body, auth: { Authorization: `Bearer ${body.token}` } };
}

test("the journey API lists, rates, exports and deletes, and keeps people apart", async ({ request }) => {
  const owner = await account(request);
  const stranger = await account(request);
  await request.post("/ai/ask", { data: { question: "What is equanimity?", context: { category: "mindfulness" } }, headers: owner.auth });
  const list = await (await request.get("/api/journey?category=mindfulness", { headers: owner.auth })).json();
  expect(list.total).toBe(1);
  const id = list.items[0].id;

  for (const res of [
    await request.get(`/api/journey/${id}`, { headers: stranger.auth }),
    await request.put(`/api/journey/${id}/rating`, { data: { rating: 1 }, headers: stranger.auth }),
    await request.delete(`/api/journey/${id}`, { headers: stranger.auth }),
  ]) {
    expect(res.status()).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
  }
  expect((await (await request.get("/api/journey", { headers: stranger.auth })).json()).total).toBe(0);

  const rated = await request.put(`/api/journey/${id}/rating`, { data: { rating: 5 }, headers: owner.auth });
  expect((await rated.json()).rating).toBe(5);
  const exported = await (await request.get("/api/journey/export", { headers: owner.auth })).json();
  expect(exported.questions[0]).toMatchObject({ question: "What is equanimity?", rating: 5 });
  expect((await request.delete(`/api/journey/${id}`, { headers: owner.auth })).status()).toBe(204);
  expect((await request.get("/api/journey")).status()).toBe(401);
});

test("the OpenAPI document and its readable page are served", async ({ request }) => {
  const doc = await (await request.get("/api/openapi.json")).json();
  expect(doc.openapi).toBe("3.2.0");
  for (const path of ["/auth/login", "/ai/ask", "/chat", "/v1/chat/completions", "/api/journey/{id}/rating", "/api/account"])
    expect(Object.keys(doc.paths)).toContain(path);
  const page = await (await request.get("/api")).text();
  expect(page).toContain("/api/openapi.json");
  expect(page).toContain("/v1/chat/completions");
});
