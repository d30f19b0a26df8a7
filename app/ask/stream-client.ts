import { decodeStreamEvents, type ShownResult, type Unavailable } from "./outcome";

/** The /ask page's browser side of /ask/stream: posts the form and reads the events into the page as they arrive. */
export async function streamAnswer(
  form: HTMLFormElement,
  on: { delta: (t: string) => void; reset: () => void },
): Promise<
  | { kind: "done"; result: ShownResult }
  | { kind: "unavailable"; data: Pick<Unavailable, "notice" | "thankYou"> }
  | { kind: "invalid"; error: string }
> {
  const res = await fetch("/ask/stream", { method: "POST", body: new FormData(form) });
  if (res.status === 400 || res.status === 404 || res.status === 429)
    return { kind: "invalid", error: ((await res.json()) as { error: string }).error };
  if (!res.ok || !res.body) throw new Error(`stream failed with ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = decodeStreamEvents(buffer + value);
    buffer = rest;
    for (const e of events) {
      if (e.event === "delta") on.delta(e.data.text);
      else if (e.event === "reset") on.reset();
      else if (e.event === "done") return { kind: "done", result: e.data };
      else if (e.event === "unavailable") return { kind: "unavailable", data: e.data };
    }
  }
  throw new Error("the stream ended without an answer");
}
