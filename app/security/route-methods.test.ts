import type http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { apiMiddleware } from "./cors.server";
import { methodRefusals } from "./front-door.server";
import { checkMethod } from "./guard.server";
import * as healthz from "~/routes/api/healthz";
import * as journey from "~/routes/api/journey";
import * as rating from "~/routes/api/journey.rating";
import * as completions from "~/routes/api/v1.chat-completions";
import { routeArgs } from "~test/route-args";
import { registerAppRouteTable } from "~test/route-table";

// OPTIONS (a CORS preflight or not) and a wrong method's 405 name the methods the route really takes: its handle's
// `methods`, HEAD with GET, OPTIONS always.
beforeAll(registerAppRouteTable, 30_000);

const LISTED = "https://app.example.org";
const next = async () => new Response("{}", { headers: { "Content-Type": "application/json" } });

async function options(path: string, preflight: boolean): Promise<Response> {
  const headers: Record<string, string> = preflight
    ? { Origin: LISTED, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" }
    : {};
  return apiMiddleware({ request: new Request(`http://localhost${path}`, { method: "OPTIONS", headers }) }, next);
}

const ROUTES = [
  { path: "/api/journey", allow: "GET, HEAD, DELETE, OPTIONS" },
  { path: "/api/journey/7/rating", allow: "POST, PUT, OPTIONS" },
  { path: "/v1/chat/completions", allow: "POST, OPTIONS" },
  { path: "/healthz", allow: "GET, HEAD, OPTIONS" },
];

describe("OPTIONS on a JSON route", () => {
  it("names the route's methods in Allow, and in Access-Control-Allow-Methods for a listed origin's preflight", async () => {
    process.env.CORS_ORIGINS = LISTED;
    try {
      for (const { path, allow } of ROUTES) {
        const plain = await options(path, false);
        expect(plain.status, path).toBe(204);
        expect(plain.headers.get("Allow"), path).toBe(allow);
        expect(plain.headers.get("Access-Control-Allow-Methods"), path).toBeNull();
        const asked = await options(path, true);
        expect(asked.status, path).toBe(204);
        expect(asked.headers.get("Allow"), path).toBe(allow);
        expect(asked.headers.get("Access-Control-Allow-Origin"), path).toBe(LISTED);
        expect(asked.headers.get("Access-Control-Allow-Methods"), path).toBe(allow);
      }
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });
});

describe("a wrong method's 405", () => {
  const cases: Array<[string, () => Promise<Response> | Response, string]> = [
    [
      "PUT /api/journey",
      () => journey.action(routeArgs(new Request("http://localhost/api/journey", { method: "PUT" }))),
      "GET, HEAD, DELETE, OPTIONS",
    ],
    ["GET /api/journey/7/rating", () => rating.loader(), "POST, PUT, OPTIONS"],
    ["GET /v1/chat/completions", () => completions.loader(), "POST, OPTIONS"],
    ["POST /healthz", () => healthz.action(), "GET, HEAD, OPTIONS"],
  ];
  it("says in Allow what the OPTIONS answer says", async () => {
    for (const [name, call, allow] of cases) {
      const res = await call();
      expect(res.status, name).toBe(405);
      expect(res.headers.get("Allow"), name).toBe(allow);
      const path = name.split(" ")[1];
      expect((await options(path, false)).headers.get("Allow"), name).toBe(allow);
    }
  });
});

describe("OPTIONS on a page, at the front door", () => {
  function frontDoor(path: string): { status: number; headers: Record<string, unknown> } {
    const out = { status: 0, headers: {} as Record<string, unknown> };
    const req = { method: "OPTIONS", url: path, headers: {} } as unknown as http.IncomingMessage;
    const res = {
      writeHead(status: number, headers: Record<string, unknown>) {
        out.status = status;
        out.headers = headers;
        return this;
      },
      end() {},
    } as unknown as http.ServerResponse;
    methodRefusals(req, res, () => {
      throw new Error(`${path}: OPTIONS on a page went on to React Router`);
    });
    return out;
  }

  it("names GET and HEAD, and POST only for a page with an action", () => {
    expect(frontDoor("/about")).toMatchObject({ status: 204, headers: { Allow: "GET, HEAD, OPTIONS" } });
    expect(frontDoor("/articles/rumi")).toMatchObject({ status: 204, headers: { Allow: "GET, HEAD, OPTIONS" } });
    expect(frontDoor("/contact")).toMatchObject({ status: 204, headers: { Allow: "GET, HEAD, POST, OPTIONS" } });
    expect(frontDoor("/ask")).toMatchObject({ status: 204, headers: { Allow: "GET, HEAD, POST, OPTIONS" } });
  });
});

describe("a method the app does not take at all", () => {
  it("is 405 with Allow naming the methods of the route at that path", () => {
    expect(checkMethod("PROPFIND", "/api/journey")?.headers).toEqual({ Allow: "GET, HEAD, DELETE, OPTIONS" });
    expect(checkMethod("TRACE", "/about")?.headers).toEqual({ Allow: "GET, HEAD, OPTIONS" });
  });
});
