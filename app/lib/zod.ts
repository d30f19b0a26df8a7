import { z } from "zod";

// zod would probe for eval (new Function) to speed up parsing; the page's Content-Security-Policy forbids eval, so
// the probe would only file a violation report. Parsing without it is fast enough for forms. Every schema module a
// page's browser code can load imports zod from here, so the setting is in place before the first parse.
z.config({ jitless: true });

export { z };
