import { expect, test } from "@playwright/test";
import { uniqueEmail } from "~test/e2e";

// Every /admin path, read or posted to, answers exactly as a path that does not exist, to anyone but an operator.

const PATHS = [
  "/admin",
  "/admin/",
  "/admin/messages",
  "/admin/messages/1",
  "/admin/messages/x",
  "/admin/accounts",
  "/admin/accounts/1?q=a",
  "/admin/no/such/page",
];

test("a visitor and a signed-in non-operator get the site's 404 from every /admin path, GET and POST alike", async ({
  request,
  baseURL,
}) => {
  const res = await request.post("/auth/register", {
    data: { name: "Plain", email: uniqueEmail("plain"), password: "quiet-mountain-path" },
  });
  const { token } = await res.json();
  const reference = await request.get("/no-such-page");
  expect(reference.status()).toBe(404);
  const callers: Array<Record<string, string>> = [{}, { Authorization: `Bearer ${token}` }];
  for (const headers of callers) {
    for (const path of PATHS) {
      const get = await request.get(path, { headers });
      expect(get.status(), `GET ${path}`).toBe(404);
      const body = await get.text();
      expect(body, path).toContain("This page could not be found");
      expect(body, path).not.toMatch(/Operator console|Audit|Messages/);
      const post = await request.post(path, {
        headers: { ...headers, Origin: baseURL! },
        form: { intent: "delete", confirm: "yes" },
        maxRedirects: 0,
      });
      expect(post.status(), `POST ${path}`).toBe(404);
    }
  }
});
