import { describeIssue, jsonError, jsonRoute, methodNotAllowed, readBodyText } from "~/lib/json.server";
import { cspReportAnyBody, cspReportBody, reportingApiBody } from "~/openapi/schemas";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/csp-report";

/** Browsers send CSP reports from the page's origin or none, so reports are taken from any origin. */
export const handle = { anyOrigin: true, methods: ["POST"] } satisfies RouteFacts;

/** At most this many violations are logged per minute (per server process); the rest are counted, not written. */
export const CSP_LOG_PER_MINUTE = 30;
const REPORT_TYPES = /^application\/(csp-report|reports\+json|json)\b/i;

/** Each content type's body, as the OpenAPI document shows it. */
function schemaFor(type: string) {
  if (/^application\/csp-report\b/i.test(type)) return cspReportBody;
  if (/^application\/reports\+json\b/i.test(type)) return reportingApiBody;
  return cspReportAnyBody;
}

let windowStart = 0;
let logged = 0;
let dropped = 0;

/** A URL as a log may keep it: origin and path, never a query string or fragment; cut short. */
function safeUrl(value: unknown): string {
  if (typeof value !== "string" || !value) return "-";
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 200);
  } catch {
    return (
      value
        .replace(/[?#].*$/, "")
        .replace(/[^\x20-\x7e]/g, "")
        .slice(0, 60) || "-"
    );
  }
}

const text = (value: unknown, max = 80) => (typeof value === "string" ? value.replace(/[^\x20-\x7e]/g, "").slice(0, max) : "-");

/** The old report-uri shape {"csp-report": {...}} and the Reporting API's [{type, body: {...}}], one line each. */
function describeReports(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.slice(0, 10).map((item) => {
    const r = (item as Record<string, unknown>)?.["csp-report"] ?? (item as Record<string, unknown>)?.body ?? item;
    const o = (r && typeof r === "object" ? r : {}) as Record<string, unknown>;
    const directive = text(o["effective-directive"] ?? o.effectiveDirective ?? o["violated-directive"]);
    const blocked = safeUrl(o["blocked-uri"] ?? o.blockedURL);
    const page = safeUrl(o["document-uri"] ?? o.documentURL);
    return `[csp] ${directive} blocked ${blocked} on ${page}`;
  });
}

/**
 * POST /csp-report: browsers report Content-Security-Policy violations here. Each is logged as one short line
 * (directive, blocked address and page, without query strings), at most CSP_LOG_PER_MINUTE a minute; 204 for a
 * report of either format (cspReportBody, reportingApiBody), 400 for JSON that is neither.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    if (!REPORT_TYPES.test(request.headers.get("content-type")?.trim() ?? "")) {
      return jsonError(415, "Send a report as application/csp-report or application/reports+json.");
    }
    let json: unknown;
    try {
      json = JSON.parse(await readBodyText(request));
    } catch (error) {
      if (error instanceof Response) throw error;
      return jsonError(400, "The report is not valid JSON.");
    }
    const parsed = schemaFor(request.headers.get("content-type")?.trim() ?? "").safeParse(json);
    if (!parsed.success)
      return jsonError(400, `Not a CSP report: ${describeIssue(parsed.error).error}`, { field: describeIssue(parsed.error).field });
    const value: unknown = parsed.data;
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      if (dropped) console.warn(`[csp] ${dropped} more report(s) in the last minute were not logged`);
      windowStart = now;
      logged = 0;
      dropped = 0;
    }
    for (const line of describeReports(value)) {
      if (logged < CSP_LOG_PER_MINUTE) {
        console.warn(line);
        logged++;
      } else dropped++;
    }
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
