import type { z } from "zod";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  describeDatabaseError,
  isDatabaseUnavailable,
} from "./database-unavailable.server";
import { allowHeader, type RouteMethod } from "./methods";

/** JSON in, JSON out for the resource routes: bad input is a clear 4xx, never HTML and never a 500. */

/** The body limit of most JSON routes. */
export const MAX_JSON_BYTES = 64 * 1024;
/** The body limit of the routes that take a whole conversation (/v1/chat/completions, /ai/ask, /chat). */
export const MAX_CONVERSATION_BYTES = 1024 * 1024;

export interface BodyLimit {
  /** The most bytes read before the body is refused with 413 (MAX_JSON_BYTES unless a route says otherwise). */
  maxBytes?: number;
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(body === undefined ? null : JSON.stringify(body), { ...init, headers });
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, init: ResponseInit = {}): Response {
  return jsonResponse({ error, ...extra }, { ...init, status });
}

/**
 * 405 for a method the route does not take. `methods` is the route's own `handle.methods` (the one list its OPTIONS
 * and preflight answers name too): the message names them, the Allow header adds HEAD (with GET) and OPTIONS.
 */
export function methodNotAllowed(methods: readonly RouteMethod[]): Response {
  return jsonError(405, `Method not allowed. Use ${methods.join(" or ")}.`, {}, { headers: { Allow: allowHeader(methods) } });
}

/** 429 for a caller past its asking rate, with Retry-After in the header and the body (`outcome` is ask's `Limited`). */
export function tooManyQuestions(outcome: { retryAfter: number; notice: string }, extra: Record<string, unknown> = {}): Response {
  const headers = { "Retry-After": String(outcome.retryAfter) };
  return jsonError(429, outcome.notice, { ...extra, retryAfter: outcome.retryAfter }, { headers });
}

/** The first problem zod found, as "field: message" plus the field's dotted path. */
export function describeIssue(error: z.ZodError): { error: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  const message = issue?.message ?? "Invalid input";
  return { error: field ? `Invalid field "${field}": ${message}` : message, ...(field ? { field } : {}) };
}

/** Read and validate a JSON body; throws a ready 4xx Response when it is not what the route takes. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  extra: Record<string, unknown> = {},
  limit: BodyLimit = {},
): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    throw jsonError(415, "Send a JSON body with the header Content-Type: application/json.", extra);
  }
  const text = await readBodyText(request, extra, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw jsonError(400, "The request body is not valid JSON.", extra);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw jsonError(400, describeIssue(parsed.error).error, { ...extra, field: describeIssue(parsed.error).field });
  return parsed.data;
}

/**
 * 413, and the connection is closed after it: the unread rest of the body would otherwise be taken for the next
 * request on the same connection.
 */
export function tooLarge(extra: Record<string, unknown> = {}): Response {
  return jsonError(413, "The request body is too large.", extra, { headers: { Connection: "close" } });
}

/**
 * The body as text, stopping as soon as it passes the limit (a missing or false Content-Length cannot make the
 * server read more than that).
 */
export async function readBodyText(request: Request, extra: Record<string, unknown> = {}, limit: BodyLimit = {}): Promise<string> {
  const maxBytes = limit.maxBytes ?? MAX_JSON_BYTES;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(extra);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(extra);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** 503 with Retry-After for a request that met the database unavailable: nothing it asked for was done. */
export function databaseUnavailable(extra: Record<string, unknown> = {}): Response {
  const headers = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) };
  return jsonError(503, DATABASE_UNAVAILABLE_MESSAGE, { ...extra, retryAfter: DATABASE_RETRY_AFTER_SECONDS }, { headers });
}

/**
 * Run a resource route's work: a thrown Response (a ready 4xx) is returned as it is; the database not answering is
 * a 503 with Retry-After (isDatabaseUnavailable); anything else unexpected is logged and answered as a JSON 500,
 * never as an HTML error page. `extra` joins every error body the wrapper makes (`{success: false}` for the doors
 * that say so).
 */
export async function jsonRoute(work: () => Promise<Response>, extra: Record<string, unknown> = {}): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailable(error)) {
      console.error(`[json route] the database is unavailable: ${describeDatabaseError(error)}`);
      return databaseUnavailable(extra);
    }
    console.error("[json route]", error);
    return jsonError(500, "Something went wrong on our side. Please try again.", extra);
  }
}
