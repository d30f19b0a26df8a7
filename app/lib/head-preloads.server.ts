import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * Takes the module preload links out of a page's <head> (React places those of <Scripts> there). They ask for every
 * script at high priority ahead of first paint, where they compete with the stylesheet on a slow connection; without
 * them the browser fetches the scripts from the page's module script, after it has painted. The page works as HTML
 * until then. Everything after </head> passes through untouched.
 */
export function withoutHeadModulePreloads(): Transform {
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
