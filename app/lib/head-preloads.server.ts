import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const HEAD_END = "</head>";

/**
 * Marks the module preload links in a page's <head> (React places those of <Scripts> there) as low priority. At
 * their default (high) priority they compete with the stylesheet for a slow connection ahead of first paint; at low
 * priority the browser fetches the stylesheet first and the scripts alongside, still before the load event, so the
 * page hydrates as soon as before. Everything after </head> passes through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf(HEAD_END);
      if (end < 0) return callback();
      done = true;
      const out = head.slice(0, end).replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"') + head.slice(end);
      head = "";
      callback(null, Buffer.from(out, "utf8"));
    },
    flush(callback) {
      callback(null, done || !head ? undefined : Buffer.from(head, "utf8"));
    },
  });
}
