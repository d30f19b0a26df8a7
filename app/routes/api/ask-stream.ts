import { optionalApiUser } from "~/auth/api-auth.server";
import { z } from "zod";
import { describeIssue, jsonError, jsonRoute, MAX_JSON_BYTES, methodNotAllowed, readBodyText, readJson } from "~/lib/json.server";
import { askFormSchema } from "~/wisdom/categories";
import { askWisdom, WisdomUnavailable } from "~/wisdom/engine.server";
import { ASK_NOTICE, askThankYou } from "~/wisdom/fallback-texts";
import type { Route } from "./+types/ask-stream";

/**
 * POST /ask/stream: the /ask page's answer as server-sent events, so a model's answer appears as it is written.
 * Events: delta {text}, reset {} (the model failed mid-way; the library's answer follows), done {result},
 * unavailable {notice, thankYou}. `no-transform` keeps compression from holding the stream back.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await optionalApiUser(request);
    const raw = await readAskBody(request);
    const parsed = askFormSchema.safeParse(raw);
    if (!parsed.success) return jsonError(400, describeIssue(parsed.error).error, { field: describeIssue(parsed.error).field });
    const { question, category } = parsed.data;

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: string, data: unknown) => {
          try {
            controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          } catch {
            // the reader went away
          }
        };
        try {
          const result = await askWisdom({
            question,
            category,
            user,
            signal: request.signal,
            onDelta: (text) => send("delta", { text }),
            onReset: () => send("reset", {}),
          });
          send("done", result);
        } catch (error) {
          if (!(error instanceof WisdomUnavailable) && !request.signal.aborted) console.error("[ask/stream]", error);
          send("unavailable", { notice: ASK_NOTICE, thankYou: askThankYou(category, question) });
        } finally {
          try {
            controller.close();
          } catch {
            // already closed
          }
        }
      },
    });
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
async function readAskBody(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) return readJson(request, z.unknown());
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(await readBodyText(request)));
  if (type.startsWith("multipart/form-data")) {
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) throw jsonError(413, "The request body is too large.");
    try {
      return Object.fromEntries(await request.formData());
    } catch {
      throw jsonError(400, "The form data could not be read.");
    }
  }
  throw jsonError(415, "Send the question as a form or as JSON (Content-Type: application/json).");
}

export const loader = () => methodNotAllowed(["POST"]);
