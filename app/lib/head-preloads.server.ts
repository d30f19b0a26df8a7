import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * Takes the module preload links out of a page's <head> (React places those of <Scripts> there). Every page works
 * from its HTML alone, so the scripts are an enhancement: preloaded, they compete with the stylesheet and the text for
 * a slow connection before the first paint (Lighthouse's mobile run measured the largest paint at 2.0 to 2.1 s on /
 * and /ask with them, 0.9 to 1.2 s without). Without them the scripts load as their module imports ask for them, and
 * the page hydrates a moment later; a click before that is a plain link or form post, which works as it does with
 * JavaScript off. Everything after </head> passes through untouched.
 */
export function withoutModulePreloads(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf(HEAD_END);
      if (end < 0) return callback();
      done = true;
      const out = head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end);
      head = "";
      callback(null, Buffer.from(out, "utf8"));
    },
    flush(callback) {
      callback(null, done || !head ? undefined : Buffer.from(head, "utf8"));
    },
  });
}
