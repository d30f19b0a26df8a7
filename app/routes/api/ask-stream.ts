import type { RouteFacts } from "~/security/route-table";
import { optionalApiUser } from "~/auth/api-auth.server";
import { z } from "zod";
import {
  describeIssue,
  jsonError,
  jsonRoute,
  MAX_JSON_BYTES,
  methodNotAllowed,
  readBodyText,
  readJson,
  tooLarge,
  tooManyQuestions,
} from "~/lib/json.server";
import { askStreamBody } from "~/openapi/schemas";
import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { type AskStreamEvent, encodeStreamEvent } from "~/ask/outcome";
import { threadHistory } from "~/ask/thread";
import { readThread } from "~/ask/thread.server";
import { renderAnswerHtml } from "~/wisdom/render.server";
import type { Route } from "./+types/ask-stream";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /ask/stream: the /ask page's answer as server-sent events, so a model's answer appears as it is written.
 * A follow-up names its conversation (`conversation`, a signed-in person's journey id) or carries a guest's earlier
 * turns (`thread`), as the page's form does. Events: delta {text}, reset {} (the model failed mid-way; the library's
 * answer follows), done {result}, unavailable {notice, thankYou}. `no-transform` keeps compression from holding the
 * stream back. A caller past its asking rate gets 429 with Retry-After instead of a stream.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await optionalApiUser(request);
    const raw = await readAskBody(request);
    const parsed = askStreamBody.safeParse(raw);
    if (!parsed.success) return jsonError(400, describeIssue(parsed.error).error, { field: describeIssue(parsed.error).field });
    const { question, category = "general" } = parsed.data;
    const thread = await readThread(parsed.data, user);
    if (!thread.ok) return jsonError(404, thread.error, { field: "conversation" });

    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const send = (event: AskStreamEvent) => {
      try {
        controller.enqueue(encoder.encode(encodeStreamEvent(event)));
      } catch {
        // the reader went away
      }
    };
    const close = () => {
      try {
        controller.close();
      } catch {
        // already closed
      }
    };
    // The response starts with the model's first words, or with the whole outcome when none come first: a caller
    // past its rate gets a real 429, not an event inside a 200.
    let started!: () => void;
    const firstWords = new Promise<"started">((resolve) => (started = () => resolve("started")));
    const outcome = ask({
      question,
      category,
      user,
      history: threadHistory(thread.turns),
      conversationId: thread.conversationId,
      caller: await callerOf(request, parsed.data.country),
      signal: request.signal,
      onDelta: (text) => (started(), send({ event: "delta", data: { text } })),
      onReset: () => send({ event: "reset", data: {} }),
      door: "ask/stream",
    });
    const first = await Promise.race([firstWords, outcome]);
    if (first !== "started" && first.kind === "limited") {
      close();
      return tooManyQuestions(first);
    }
    void outcome
      .then((o) => {
        if (o.kind === "unavailable") send({ event: "unavailable", data: { notice: o.notice, thankYou: o.thankYou } });
        else if (o.kind !== "limited") send({ event: "done", data: { ...o.result, html: renderAnswerHtml(o.result.answer) } });
      })
      .catch((error: unknown) => console.error("[ask/stream]", error))
      .finally(close);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });
}

/** The question as a form (what the /ask page sends) or as JSON; anything else is a clear 4xx. */
async function readAskBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) return readJson(request, z.record(z.string(), z.unknown()));
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(await readBodyText(request)));
  if (type.startsWith("multipart/form-data")) {
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) throw tooLarge();
    try {
      return Object.fromEntries(await request.formData());
    } catch {
      throw jsonError(400, "The form data could not be read.");
    }
  }
  throw jsonError(415, "Send the question as a form or as JSON (Content-Type: application/json).");
}

export const loader = () => methodNotAllowed(handle.methods);
