import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_PAGES, OTHER_PATHS, PUBLIC_PAGES, UNLISTED_PAGES } from "~/content/pages";
import routes from "~/routes";
import { jsonGuard, pageGuard } from "~/security/middleware.server";
import { isOpenAiPath, routeKind } from "~/security/route-kinds";
import { createRouteTable, registerRouteTable, routeFacts, type RouteTable } from "~/security/route-table";
import { configRoutes, leafRoutes } from "~test/route-config";
import { routeArgs } from "~test/route-args";
import { manifestOf, registerAppRouteTable, routeModule } from "~test/route-table";

// app/routes.ts is the one route table: every route's kind and the checks made before it runs come from it (its
// layout's handle and middleware, its own handle). Each route is checked here for what it needs.

const LAYOUTS = {
  pages: "routes/layouts/pages.ts",
  json: "routes/layouts/json.ts",
  files: "routes/layouts/files.ts",
  openai: "routes/layouts/openai.ts",
};

const all = configRoutes(routes);
const leaves = leafRoutes(routes);
const byId = new Map(all.map((r) => [r.id, r]));
const ancestors = (id: string) => {
  const out = [];
  for (let r = byId.get(byId.get(id)!.parentId); r; r = byId.get(r.parentId)) out.push(r);
  return out;
};

let table: RouteTable;
const modules = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  table = await registerAppRouteTable();
  for (const r of all) modules.set(r.file, await routeModule(r.file));
}, 30_000);

describe("every route of app/routes.ts", () => {
  it("sits in exactly one layout of a kind, and only the layouts say a kind", () => {
    expect(all.filter((r) => r.parentId === "root").map((r) => r.file)).toEqual([LAYOUTS.pages, LAYOUTS.files, LAYOUTS.json]);
    for (const r of leaves) {
      const kinds = [r, ...ancestors(r.id)].map((a) => routeFacts(modules.get(a.file)!.handle).kind).filter(Boolean);
      expect(kinds, r.id).toHaveLength(1);
      expect(r.children, r.id).toEqual([]);
      expect(routeFacts(modules.get(r.file)!.handle).kind, `${r.id} takes its kind from its layout`).toBeUndefined();
    }
  });

  it("resolves to a kind, the one of its layout, at its own address", () => {
    const kindOfLayout = { [LAYOUTS.pages]: "page", [LAYOUTS.json]: "json", [LAYOUTS.files]: "file" } as const;
    for (const r of leaves) {
      const layout = ancestors(r.id).find((a) => a.file in kindOfLayout)!;
      const address = r.fullPath.replace(/:\w+/g, "x").replace(/\*$/, "anything");
      const facts = table.factsFor(address);
      expect(facts.routeId, address).toBe(r.id);
      expect(facts.kind, address).toBe(kindOfLayout[layout.file]);
    }
  });

  it("answers the way its kind says: pages render in the layout, JSON routes and files are resource routes", () => {
    for (const r of leaves) {
      const mod = modules.get(r.file)!;
      const kind = table.factsFor(r.fullPath.replace(/:\w+/g, "x")).kind;
      if (kind === "page") expect(typeof mod.default, `${r.id} renders a page`).toBe("function");
      else expect(mod.default, `${r.id} is a resource route`).toBeUndefined();
    }
  });

  it("every module under routes/api/ is a JSON route, under the JSON layout", () => {
    const api = leaves.filter((r) => r.file.startsWith("routes/api/"));
    expect(api.length).toBeGreaterThanOrEqual(30);
    for (const r of api)
      expect(
        ancestors(r.id).map((a) => a.file),
        r.id,
      ).toContain(LAYOUTS.json);
    for (const r of leaves.filter((l) => ancestors(l.id).some((a) => a.file === LAYOUTS.json))) {
      expect(r.file, `${r.id}: a JSON route's module lives in routes/api/`).toMatch(/^routes\/api\//);
    }
  });

  it("the layouts of a kind run the request checks of that kind", () => {
    expect(modules.get(LAYOUTS.pages)!.middleware).toContain(pageGuard);
    expect(modules.get(LAYOUTS.json)!.middleware).toContain(jsonGuard);
    expect(modules.get(LAYOUTS.files)!.middleware).toEqual([expect.any(Function)]);
    expect(ancestors(byId.get("routes/api/v1.chat-completions")!.id).map((a) => a.file)).toContain(LAYOUTS.openai);
  });

  it("a page that keeps anonymous copies is a page read by GET, and names only parameters of its path", () => {
    const kept = leaves.filter((r) => table.factsFor(r.fullPath.replace(/:\w+/g, "x")).keep);
    expect(kept.map((r) => r.fullPath).sort()).toEqual(
      ["/", "/about", "/articles", "/articles/:slug", "/blog", "/blog/:slug", "/contact", "/references", "/features", "/search"].sort(),
    );
    for (const r of kept) {
      const mod = modules.get(r.file)!;
      expect(table.factsFor(r.fullPath.replace(/:\w+/g, "x")).kind, r.id).toBe("page");
      // Kept copies are of the HTML page a GET renders: a page route, with a component.
      expect(typeof mod.default, r.id).toBe("function");
      const keep = routeFacts(mod.handle).keep;
      const params = typeof keep === "object" ? Object.keys(keep.params ?? {}) : [];
      for (const name of params) expect(r.fullPath, r.id).toContain(`:${name}`);
    }
  });

  it("only JSON routes take a conversation, speak OpenAI's shape or say success: false", () => {
    for (const r of leaves) {
      const facts = table.factsFor(r.fullPath.replace(/:\w+/g, "x"));
      if (facts.conversation || facts.openai || facts.successFalse) expect(facts.kind, r.id).toBe("json");
      if (facts.sitemap) expect([facts.kind, /[:*]/.test(r.fullPath)], r.id).toEqual(["page", false]);
    }
  });
});

describe("the methods each route takes", () => {
  const declared = (file: string) => routeFacts(modules.get(file)!.handle).methods;
  const notFound = new Set(["routes/api/not-found.ts", "routes/api/v1.not-found.ts"]);

  it("every JSON route and file says them in its own handle (no layout does); a loader takes GET, an action a write", async () => {
    for (const layout of Object.values(LAYOUTS)) expect(declared(layout), layout).toBeUndefined();
    process.env.METRICS_TOKEN = "a-metrics-token-for-the-test-0123456789";
    try {
      for (const r of leaves) {
        const path = r.fullPath.replace(/:\w+/g, "1");
        const facts = table.factsFor(path);
        const mod = modules.get(r.file)! as Record<string, (args: unknown) => Promise<Response> | Response>;
        const methods = declared(r.file);
        if (facts.kind !== "page") expect(methods, `${r.id} says its methods`).toBeDefined();
        expect(facts.methods, r.id).toEqual(methods ?? (mod.action ? ["GET", "POST"] : ["GET"]));
        expect(new Set(facts.methods).size, r.id).toBe(facts.methods.length);
        expect(facts.allow, r.id).toContain("OPTIONS");
        if (facts.methods.includes("GET")) expect(facts.allow, r.id).toContain("HEAD");
        // A loader or action a route has only to refuse in its own shape (a POST-only route's loader) answers 405.
        const refuses = async (handler: (args: unknown) => Promise<Response> | Response, method: string) =>
          (await handler(routeArgs(new Request(`http://localhost${path}`, { method }), { id: "1" }))).status === 405;
        if (mod.loader && !facts.methods.includes("GET")) expect(await refuses(mod.loader, "GET"), `${r.id}'s loader`).toBe(true);
        if (mod.action && !facts.methods.some((m) => m !== "GET")) expect(await refuses(mod.action, "POST"), `${r.id}'s action`).toBe(true);
      }
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  it("a JSON route's 405 names the methods its OPTIONS answer names", async () => {
    const checked: string[] = [];
    for (const r of leaves.filter((l) => l.file.startsWith("routes/api/") && !notFound.has(l.file))) {
      const path = r.fullPath.replace(/:\w+/g, "1");
      const facts = table.factsFor(path);
      const mod = modules.get(r.file)! as Record<string, (args: unknown) => Promise<Response> | Response>;
      const wrong = ["GET", "POST", "PUT", "DELETE"].filter((m) => !facts.methods.includes(m as never));
      for (const method of wrong) {
        const handler = method === "GET" ? mod.loader : mod.action;
        if (!handler) continue;
        const request = new Request(`http://localhost${path}`, { method, headers: { "Content-Type": "application/json" } });
        const res = await handler(routeArgs(request, { id: "1" }));
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("Allow"), `${method} ${path}`).toBe(facts.allow.join(", "));
        checked.push(r.id);
      }
    }
    expect(new Set(checked).size).toBeGreaterThanOrEqual(30);
  });
});

describe("the facts at the addresses the app has always had", () => {
  it("kinds, as the router matches paths", () => {
    const expected = {
      page: [
        "/",
        "/contact",
        "/contact.data",
        "/_root.data",
        "/api",
        "/API/",
        "/articles/rumi",
        "/blog/x",
        "/no-such-page",
        "/ask/stream/x",
        "/chat/x",
      ],
      json: [
        "/api/journey",
        "/api/journey/1/rating",
        "/CHAT/",
        "/%61uth/login",
        "/ask/stream",
        "/healthz",
        "/csp-report",
        "/v1",
        "/v1/x/y",
      ],
      file: ["/logout", "/history/export.md", "/history/export.json", "/blog/rss.xml", "/sitemap.xml", "/robots.txt", "/Metrics/"],
    };
    for (const [kind, paths] of Object.entries(expected)) for (const p of paths) expect(routeKind(p), p).toBe(kind);
    expect(["/ai/ask", "/ai/x", "/auth/me", "/api/openapi.json"].map(routeKind)).toEqual(["json", "json", "json", "json"]);
  });

  it("OpenAI's shape, body limits, success: false and origins", () => {
    expect(["/v1/models", "/v1/chat/completions", "/V1/x", "/api/search", "/chat"].map(isOpenAiPath)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const conversation = ["/v1/chat/completions", "/ai/ask", "/chat", "/CHAT/"].map((p) => table.factsFor(p).conversation);
    expect(conversation).toEqual([true, true, true, true]);
    expect(["/ask/stream", "/ai/meditation", "/contact"].map((p) => table.factsFor(p).conversation)).toEqual([false, false, false]);
    expect(["/ai/ask", "/ai/meditation", "/chat", "/v1/chat/completions"].map((p) => table.factsFor(p).successFalse)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(["/csp-report", "/v1/models", "/api/journey", "/logout"].map((p) => table.factsFor(p).anyOrigin)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("the page lists of app/content/pages.ts agree with the routes' handles", () => {
    const fixed = table.fixedRoutes();
    const sitemap = fixed.filter((r) => r.facts.sitemap).map((r) => r.path);
    expect(sitemap).toEqual([...PUBLIC_PAGES.slice(0, PUBLIC_PAGES.indexOf("/api") + 1), "/login", "/register"]);
    expect(fixed.filter((r) => r.facts.keep && !r.facts.sitemap).map((r) => r.path)).toEqual([...UNLISTED_PAGES]);
    for (const p of [...ACCOUNT_PAGES]) expect(table.factsFor(p), p).toMatchObject({ kind: "page", keep: null });
    for (const p of [...OTHER_PATHS]) expect(table.factsFor(p).kind, p).toBe("file");
  });
});

describe("a JSON route added at a path outside /auth, /ai, /v1 and /api", () => {
  const withHook = [
    ...routes.slice(0, 2),
    { ...routes[2], children: [...(routes[2].children ?? []), { file: "routes/hooks/x.ts", path: "hooks/x", id: "hooks-x" }] },
  ];

  it("is JSON because it sits under the JSON layout, and its refusals are JSON", async () => {
    const manifest = await manifestOf(withHook, { "routes/hooks/x.ts": { action: () => Response.json({}) } });
    const hooks = createRouteTable(manifest);
    expect(hooks.factsFor("/hooks/x")).toMatchObject({ kind: "json", routeId: "hooks-x", openai: false });
    expect(hooks.factsFor("/Hooks/X/")).toMatchObject({ kind: "json" });
    registerRouteTable(hooks);
    try {
      expect(routeKind("/hooks/x")).toBe("json");
      // A form-less POST from another site: refused before the route runs, as JSON (a page would be a 415/403 page).
      const request = new Request("http://localhost/hooks/x", {
        method: "POST",
        headers: { Origin: "http://evil.example", "Content-Type": "application/json" },
        body: "{}",
      });
      const { RouterContextProvider } = await import("react-router");
      const args = { request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: "/hooks/x" };
      const response = (await jsonGuard(args, async () => new Response("route ran"))) as Response;
      expect(response.status).toBe(403);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining("another website") });
    } finally {
      await registerAppRouteTable();
    }
  });

  it("was a page before it was put under the JSON layout", async () => {
    const asPage = [
      { ...routes[0], children: [...(routes[0].children ?? []), { file: "routes/hooks/x.ts", path: "hooks/x", id: "hooks-x" }] },
      ...routes.slice(1),
    ];
    const table = createRouteTable(await manifestOf(asPage, { "routes/hooks/x.ts": {} }));
    expect(table.factsFor("/hooks/x").kind).toBe("page");
  });
});
