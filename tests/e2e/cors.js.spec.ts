import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "~test/e2e";

// A web app on another origin calls Prajna's API from Chromium. The server lists one origin in CORS_ORIGINS
// (http://127.0.0.1:E2E_CORS_PORT); a page served from there works, the same page from any other origin is blocked.

const api = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A tiny app of its own: a question box that asks Prajna with fetch and shows the answer, or that it was blocked. */
function appPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another app</title></head>
<body><main>
  <h1>Another app</h1>
  <form id="ask"><label for="q">Question</label> <textarea id="q">What is patience?</textarea> <button>Ask Prajna</button></form>
  <p id="answer" role="status"></p>
  <script>
    const api = ${JSON.stringify(api())};
    document.getElementById("ask").addEventListener("submit", async (event) => {
      event.preventDefault();
      const out = document.getElementById("answer");
      try {
        const res = await fetch(api + "/ai/ask", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ question: document.getElementById("q").value }),
        });
        const body = await res.json();
        out.textContent = "Answer: " + body.response.slice(0, 120);
      } catch (error) {
        out.textContent = "Blocked: " + error.message;
      }
    });
  </script>
</main></body></html>`;
}

async function serveApp(port: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(appPage()));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

/** fetch from the page's own origin; what came back, or the error when the browser blocked it. */
function callApi(
  page: Page,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; credentials?: RequestCredentials } = {},
) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init);
        return { status: res.status, body: await res.json().catch(() => null), blocked: null };
      } catch (error) {
        return { status: 0, body: null, blocked: (error as Error).message };
      }
    },
    { url: `${api()}${path}`, init },
  );
}

test.describe.configure({ mode: "serial" });

test("a page on the allowed origin asks Prajna from the browser", async ({ page }) => {
  const app = await serveApp(Number(process.env.E2E_CORS_PORT));
  try {
    await page.goto(app.origin);
    await page.getByRole("button", { name: "Ask Prajna" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Answer: \S/, { timeout: 15_000 });

    // An OpenAI-style call with a JSON body and a key (a preflighted request), and the model list.
    const completion = await callApi(page, "/v1/chat/completions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer guest-key", "X-Stainless-Lang": "js" },
      body: JSON.stringify({ model: "prajna", messages: [{ role: "user", content: "What is metta?" }] }),
    });
    expect(completion.blocked).toBeNull();
    expect(completion.status).toBe(200);
    expect(completion.body.choices[0].message.content.length).toBeGreaterThan(100);
    expect((await callApi(page, "/v1/models")).body.data[0].id).toBe("prajna");
    // Errors reach the page too, readable.
    const unknown = await callApi(page, "/v1/embeddings", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toContain("/v1/chat/completions");
  } finally {
    await app.close();
  }
});

test("on the allowed origin a bearer token signs in, a cookie never does", async ({ page, request }) => {
  const app = await serveApp(Number(process.env.E2E_CORS_PORT));
  try {
    const email = uniqueEmail("cors");
    const reg = await (
      await request.post("/auth/register", { data: { name: "Cors Seeker", email, password: "quiet-mountain-path" } })
    ).json();
    // The browser holds a session cookie for Prajna's host (cookies do not tell ports apart).
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("quiet-mountain-path");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(app.origin);
    const withToken = await callApi(page, "/auth/me", { headers: { Authorization: `Bearer ${reg.token}` }, credentials: "include" });
    expect(withToken.status).toBe(200);
    expect(withToken.body.user).toMatchObject({ email, name: "Cors Seeker", username: "Cors Seeker" });
    // The cookie goes along but signs no one in, and the browser is not allowed to read a credentialed answer.
    const withCookie = await callApi(page, "/auth/me", { credentials: "include" });
    expect(withCookie.blocked).toBeTruthy();
    const plain = await callApi(page, "/auth/me");
    expect(plain.status).toBe(401);
  } finally {
    await app.close();
  }
});

test("the same page on another origin is blocked", async ({ page }) => {
  const other = await serveApp(0);
  try {
    await page.goto(other.origin);
    await page.getByRole("button", { name: "Ask Prajna" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Blocked: /, { timeout: 15_000 });
    expect((await callApi(page, "/v1/models")).blocked).toBeTruthy();
    expect((await callApi(page, "/auth/me", { headers: { Authorization: "Bearer x" } })).blocked).toBeTruthy();
  } finally {
    await other.close();
  }
});
