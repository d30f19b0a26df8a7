import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { databasePoolStats } from "~/db/db.server";

/**
 * The process's counters for /metrics, in the Prometheus text format. Each instance counts its own requests; a
 * Prometheus server scrapes every instance and adds them up. Labels are bounded sets (route patterns, status codes,
 * limit and event names): never a raw path, an address or anything a person typed.
 */
export const registry = new Registry();

// The process itself: CPU, memory, heap, event-loop lag, open handles, start time.
collectDefaultMetrics({ register: registry });

const requests = new Counter({
  name: "prajna_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

const duration = new Histogram({
  name: "prajna_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer (streams included), by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const modelCalls = new Counter({
  name: "prajna_model_calls_total",
  help: "Calls to the configured model, by kind (complete, stream, judge, meditation) and outcome (ok, error).",
  labelNames: ["kind", "outcome"] as const,
  registers: [registry],
});

const fallbacks = new Counter({
  name: "prajna_model_fallbacks_total",
  help: "Answers the library gave in the model's place, by reason (failure: the model failed; budget: a budget was spent).",
  labelNames: ["reason"] as const,
  registers: [registry],
});

const limitHits = new Counter({
  name: "prajna_limit_hits_total",
  help: "Requests turned away by a rate limit or budget, by limit name.",
  labelNames: ["limit"] as const,
  registers: [registry],
});

const events = new Counter({
  name: "prajna_events_total",
  help: "Events counted for the operators' health view (answers by kind, model failures, limits), by name.",
  labelNames: ["event"] as const,
  registers: [registry],
});

new Gauge({
  name: "prajna_db_pool_connections",
  help: "Database pool connections by state (total, idle, waiting); absent on SQLite, which has one connection.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const stats = databasePoolStats();
    if (!stats) return;
    this.set({ state: "total" }, stats.total);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
  },
});

export function countRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

export function countModelCall(kind: "complete" | "stream" | "judge" | "meditation", outcome: "ok" | "error"): void {
  modelCalls.inc({ kind, outcome });
}

export function countFallback(reason: "failure" | "budget"): void {
  fallbacks.inc({ reason });
}

export function countLimitHit(limit: string): void {
  limitHits.inc({ limit });
}

export function countEvent(name: string): void {
  events.inc({ event: name });
}

/** The text a scrape receives, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
