import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OpenAI-compatible server for tests, on 127.0.0.1 only. The real `openai` client talks to it.
 * Modes: normal (JSON or SSE, as asked), slow (answers after the client's timeout), error500, rate429,
 * malformed (broken JSON), empty (no choices), cut (the stream or body stops halfway).
 *
 * Care-judge requests (recognised by their json_schema response format named "care_risk", or the judge's marker in the
 * system prompt) are answered apart, from `risk`, and recorded in `judgeRequests`, never in `requests`.
 */
export type FakeMode = "normal" | "slow" | "error500" | "rate429" | "malformed" | "empty" | "cut";

/**
 * What the fake says to a care-judge request: a verdict, a server error, a reply after slowMs, non-JSON text, or
 * (held) "self" only once the test calls releaseJudges(): a judge that is late by exactly as long as the test wants.
 */
export type FakeRisk = "none" | "self" | "other" | "error" | "slow" | "garbage" | "held";

const CARE_JUDGE_MARKER = "[prajna-care-judge]";

interface FakeRequestBody {
  model: string;
  stream?: boolean;
  temperature?: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
}

export const FAKE_ANSWER =
  "Dear friend, the teachings you shared speak gently to this. The Buddha reminds us that hatred never ceases by hatred, only by love, and Maitreya asks us to meet difficulty with patience that does not tire. Try this: before you answer the next hard message, take three slow breaths. This is AI-generated guidance, not a human teacher.";

export interface FakeOpenAI {
  url: string;
  mode: FakeMode;
  /** Every chat-completions request body received. */
  requests: FakeRequestBody[];
  /** Every care-judge request body received. */
  judgeRequests: FakeRequestBody[];
  /** Care-judge requests received and not yet answered. */
  readonly judgePending: number;
  /** The care judge's verdict or failure (defaults to "none"). */
  risk: FakeRisk;
  /** Answer text to give in normal mode (defaults to FAKE_ANSWER). */
  answer: string;
  /** Delay for slow mode, ms. */
  slowMs: number;
  /** Pause between two streamed pieces, ms (2 unless set: a model that writes slowly takes more). */
  pieceMs: number;
  /** Let every judge request held by the "held" risk answer now (and any that arrive later, until risk is set again). */
  releaseJudges(): void;
  close(): Promise<void>;
}

/** Wait, unless the client goes away first (a client's deadline then ends the wait, not the timer). */
const sleep = (ms: number, res?: http.ServerResponse) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    res?.once("close", () => (clearTimeout(timer), resolve()));
  });

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const state = { mode: "normal" as FakeMode, answer: FAKE_ANSWER, slowMs: 3000, pieceMs: 2, risk: "none" as FakeRisk };
  const requests: FakeOpenAI["requests"] = [];
  const judgeRequests: FakeOpenAI["judgeRequests"] = [];
  let judging = 0;
  let released = false;
  const waitingForRelease: Array<() => void> = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = req.url ?? "";
    if (req.method === "GET" && url.endsWith("/models")) {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ object: "list", data: [{ id: "fake-model", object: "model" }] }));
      return;
    }
    if (!url.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
    const completion = (content: string) =>
      json(200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });

    const isJudge =
      body.response_format?.json_schema?.name === "care_risk" ||
      (Array.isArray(body.messages) &&
        body.messages.some(
          (m: { role: string; content: unknown }) => m.role === "system" && String(m.content).includes(CARE_JUDGE_MARKER),
        ));
    if (isJudge) {
      judgeRequests.push(body);
      judging++;
      res.once("close", () => judging--);
      switch (state.risk) {
        case "error":
          return json(500, { error: { message: "judge exploded", type: "server_error" } });
        case "garbage":
          return completion("I think this person is probably fine, but who can say.");
        case "slow":
          await sleep(state.slowMs, res);
          if (res.destroyed) return;
          return completion(JSON.stringify({ risk: "self", confidence: 0.9 }));
        case "held":
          if (!released)
            await new Promise<void>((resolve) => {
              waitingForRelease.push(resolve);
              res.once("close", resolve);
            });
          if (res.destroyed) return;
          return completion(JSON.stringify({ risk: "self", confidence: 0.9 }));
        default:
          return completion(JSON.stringify({ risk: state.risk, confidence: 0.9 }));
      }
    }
    requests.push(body);

    switch (state.mode) {
      case "error500":
        return json(500, { error: { message: "upstream exploded", type: "server_error" } }, { "retry-after-ms": "5" });
      case "rate429":
        return json(429, { error: { message: "rate limited", type: "rate_limit_error" } }, { "retry-after-ms": "5" });
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" }).end('{"id": "x", "choices": [ {"message": ');
        return;
      case "empty":
        return json(200, { id: "chatcmpl-empty", object: "chat.completion", created: 0, model: body.model, choices: [] });
      case "slow":
        await sleep(state.slowMs, res);
        if (res.destroyed) return;
        break;
      default:
        break;
    }

    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const pieces = state.answer.match(/\S+\s*/g) ?? [];
      const send = (delta: Record<string, string>, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      send({ role: "assistant", content: "" });
      for (let i = 0; i < pieces.length; i++) {
        if (state.mode === "cut" && i === Math.floor(pieces.length / 2)) {
          res.socket?.destroy();
          return;
        }
        send({ content: pieces[i] });
        // Paced like a real model, so each piece leaves the socket before the next.
        await sleep(state.pieceMs);
      }
      send({}, "stop");
      res.end("data: [DONE]\n\n");
      return;
    }
    if (state.mode === "cut") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Dear fr');
      res.socket?.destroy();
      return;
    }
    completion(state.answer);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(m: FakeMode) {
      state.mode = m;
    },
    get answer() {
      return state.answer;
    },
    set answer(a: string) {
      state.answer = a;
    },
    get judgePending() {
      return judging;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms: number) {
      state.slowMs = ms;
    },
    get pieceMs() {
      return state.pieceMs;
    },
    set pieceMs(ms: number) {
      state.pieceMs = ms;
    },
    get risk() {
      return state.risk;
    },
    set risk(r: FakeRisk) {
      state.risk = r;
      released = false;
    },
    releaseJudges() {
      released = true;
      for (const resolve of waitingForRelease.splice(0)) resolve();
    },
    requests,
    judgeRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on loopback where nothing listens: connection refused. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/v1`;
}
