import { beforeAll, describe, expect, it } from "vitest";
import { apiMiddleware } from "~/security/cors.server";
import { registerAppRouteTable } from "~test/route-table";

// A JSON client that sends anything to a path the app does not serve gets the JSON 404, never the HTML page's 415.
beforeAll(registerAppRouteTable, 30_000);

/** The page's own answer, as React Router would give it past the middleware: the HTML 415 of a form check. */
const page = async () =>
  new Response("<!doctype html><p>This page takes a form</p>", { status: 415, headers: { "Content-Type": "text/html" } });

describe("an unknown path", () => {
  it("POST, PUT and DELETE with Accept: application/json get a JSON 404, with CORS for a listed origin", async () => {
    process.env.CORS_ORIGINS = "https://app.example.org";
    try {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const request = new Request("http://localhost/no/such/thing", {
          method,
          headers: { Accept: "application/json", "Content-Type": "application/json", Origin: "https://app.example.org" },
          body: "{}",
        });
        const res = await apiMiddleware({ request }, page);
        expect(res.status, method).toBe(404);
        expect(res.headers.get("Content-Type"), method).toContain("application/json");
        expect((await res.json()).error, method).toMatch(/openapi\.json/);
        expect(res.headers.get("Access-Control-Allow-Origin"), method).toBe("https://app.example.org");
      }
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });

  it("a browser asking for HTML, and a known page, still get the page's own answer", async () => {
    const html = new Request("http://localhost/no/such/thing", { method: "POST", headers: { Accept: "text/html" } });
    expect((await apiMiddleware({ request: html }, page)).status).toBe(415);
    const known = new Request("http://localhost/contact", { method: "POST", headers: { Accept: "application/json" } });
    expect((await apiMiddleware({ request: known }, page)).status).toBe(415);
  });
});
