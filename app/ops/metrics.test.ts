import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as metricsLoader } from "~/routes/metrics";
import { routeKind } from "~/security/route-kinds";
import * as aiAsk from "~/routes/api/ai.ask";
import { type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { jsonRequest } from "~test/fixtures";
import { parsePrometheusText, type Sample } from "~test/prometheus-text";
import { routeArgs } from "~test/route-args";
import { registerAppRouteTable } from "~test/route-table";

// Route facts (kinds, limits, which pages are kept) come from the table of app/routes.ts, as the server registers it.
beforeAll(registerAppRouteTable, 30_000);

// /metrics: refused unless METRICS_TOKEN is set and sent, and when answered, valid Prometheus text whose counters
// move with what the site does (model calls, the library standing in for the model, limits).

const TOKEN = "a-long-scrape-token-for-the-tests";

function scrape(authorization?: string) {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  return metricsLoader(routeArgs(new Request("http://localhost/metrics", { headers })));
}

async function samples(): Promise<Sample[]> {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string>) =>
  all.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_BASE_URL;
  delete process.env.METRICS_TOKEN;
  delete process.env.ASK_RATE_PER_MINUTE;
  delete process.env.TRUST_PROXY;
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.METRICS_TOKEN = TOKEN;
  delete process.env.ASK_RATE_PER_MINUTE;
  delete process.env.TRUST_PROXY;
  fake.mode = "normal";
});

describe("who may read /metrics", () => {
  it("does not exist without METRICS_TOKEN, whatever is sent", async () => {
    delete process.env.METRICS_TOKEN;
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("answers 401 without the token, with a wrong one, or with the token in another scheme", async () => {
    for (const auth of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const res = await scrape(auth);
      expect(res.status, String(auth)).toBe(401);
      expect(await res.text()).not.toContain("prajna_");
    }
  });

  it("is a file to the request checks: a refusal there is plain text, not the page layout", () => {
    expect(routeKind("/metrics")).toBe("file");
    expect(routeKind("/Metrics/")).toBe("file");
  });

  it("answers the Prometheus text format with the token", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const all = parsePrometheusText(await res.text());
    // The process's own metrics come with the site's.
    expect(all.some((s) => s.name === "process_cpu_user_seconds_total")).toBe(true);
    expect(all.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    // SQLite has no pool: the pool gauge has no samples.
    expect(all.some((s) => s.name === "prajna_db_pool_connections")).toBe(false);
  });
});

describe("what /metrics counts", () => {
  const ask = (headers: Record<string, string> = {}) =>
    aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: "How can I be patient with my father?" }, headers)));

  it("model calls that succeed and fail, and the library answering in the model's place", async () => {
    const before = await samples();
    expect((await ask()).status).toBe(200);
    fake.mode = "error500";
    expect((await ask()).status).toBe(200);
    const after = await samples();
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta("prajna_model_calls_total", { kind: "complete", outcome: "ok" })).toBe(1);
    expect(delta("prajna_model_calls_total", { kind: "complete", outcome: "error" })).toBe(1);
    expect(delta("prajna_model_fallbacks_total", { reason: "failure" })).toBe(1);
    expect(delta("prajna_events_total", { event: "model.failure" })).toBe(1);
  });

  it("requests turned away by a limit, by its name", async () => {
    // The ask rate tells guests apart by address, known behind a trusted proxy.
    process.env.ASK_RATE_PER_MINUTE = "1";
    process.env.TRUST_PROXY = "1";
    const from = { "X-Forwarded-For": "198.51.100.7" };
    const before = valueOf(await samples(), "prajna_limit_hits_total", { limit: "ask" });
    expect((await ask(from)).status).toBe(200);
    expect((await ask(from)).status).toBe(429);
    expect(valueOf(await samples(), "prajna_limit_hits_total", { limit: "ask" }) - before).toBe(1);
  });
});

describe("the strict reader used on /metrics", () => {
  const ok = '# HELP a_total A.\n# TYPE a_total counter\na_total{x="1"} 3\n';

  it("reads valid text", () => {
    expect(parsePrometheusText(ok)).toEqual([{ name: "a_total", labels: { x: "1" }, value: 3 }]);
  });

  it.each([
    ["no final newline", ok.trimEnd()],
    ["a sample of no declared family", "# TYPE a counter\nb 1\n"],
    ["an unquoted label value", "# TYPE a gauge\na{x=1} 1\n"],
    ["a value that is not a number", "# TYPE a gauge\na one\n"],
    ["a sample repeated", "# TYPE a gauge\na 1\na 2\n"],
    ["a TYPE after its samples", "# TYPE a gauge\na 1\n# TYPE a gauge\n"],
    ["a bad metric name", "# TYPE 1a gauge\n1a 1\n"],
    ["a histogram without +Inf", '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    ["a histogram not cumulative", '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'],
  ])("refuses %s", (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
