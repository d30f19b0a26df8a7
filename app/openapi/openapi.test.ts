import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it, vi } from "vitest";
import routes from "~/routes";
import { leafRoutes } from "~test/route-config";
import { routeArgs } from "~test/route-args";
import { jsonRequest } from "~test/fixtures";
import { openApiDocument } from "./document.server";

// The OpenAPI document is linted by Redocly (its recommended rules, offline) and covers every JSON route there is.
// (tests/e2e/openapi.api.spec.ts calls each route over HTTP and checks its answers against it.)

// The library fails here, so the doors' 503s (which a healthy server never gives) can be checked against the document.
vi.mock("~/wisdom/retrieve.server", () => ({
  retrieve: vi.fn(async () => {
    throw new Error("the search index is unreadable");
  }),
  sourcesOf: vi.fn(() => []),
}));

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
const doc = openApiDocument() as Doc;

describe("the OpenAPI document", () => {
  it("passes Redocly's lint with no error and no warning", async () => {
    // At the path .redocly.lint-ignore.yaml names its few exceptions for (each with its reason).
    const dir = path.resolve("node_modules/.cache/prajna-openapi");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(doc));
    try {
      const { stdout } = await promisify(execFile)(
        path.resolve("node_modules/.bin/redocly"),
        ["lint", file, "--config", path.resolve("redocly.yaml"), "--format=json"],
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }, timeout: 60_000 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ ruleId: string; message: string }>;
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 60_000);

  it("documents every JSON route, each operation with a unique operationId", () => {
    const documented = new Set(Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ":$1")));
    const jsonRoutes = leafRoutes(routes)
      .map((r) => r.fullPath)
      .filter((p) => /^\/(v1|api|auth|ai)\/|^\/(chat|ask\/stream|healthz)$/.test(p) && !p.endsWith("*"));
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(20);
    expect(jsonRoutes.filter((p) => !documented.has(p))).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
  });

  it("documents OpenAI's error shape under /v1 and the statuses bodies can cause", () => {
    const completions = doc.paths["/v1/chat/completions"].post.responses as Record<
      string,
      { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    >;
    expect(Object.keys(completions)).toEqual(expect.arrayContaining(["200", "400", "404", "413", "415", "503"]));
    expect(Object.keys(completions["400"].content["application/json"].schema.properties.error as object)).toContain("properties");
    expect(Object.keys(completions["200"].content)).toEqual(["application/json", "text/event-stream"]);
    expect(Object.keys(doc.paths["/ask/stream"].post.responses)).toEqual(expect.arrayContaining(["200", "400", "413", "415"]));
  });

  it("describes the 503 each door answers when nothing can answer", async () => {
    const ajv = new Ajv2020({ strict: false });
    const schemaOf = (path: string) =>
      (doc.paths[path].post.responses["503"] as { content: { "application/json": { schema: object } } }).content["application/json"].schema;
    const doors: Array<[string, () => Promise<Response>]> = [
      ["/ai/ask", async () => (await import("~/routes/api/ai.ask")).action(routeArgs(jsonRequest("/ai/ask", { question: "Why?" })))],
      ["/chat", async () => (await import("~/routes/api/chat")).action(routeArgs(jsonRequest("/chat", { message: "Why?" })))],
      [
        "/v1/chat/completions",
        async () =>
          (await import("~/routes/api/v1.chat-completions")).action(
            routeArgs(jsonRequest("/v1/chat/completions", { messages: [{ role: "user", content: "Why?" }] })),
          ),
      ],
    ];
    for (const [path, call] of doors) {
      const res = await call();
      expect(res.status, path).toBe(503);
      const validate = ajv.compile(schemaOf(path));
      expect(validate(await res.json()), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
