import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page arrives resolved, and every form works without JavaScript.
  ssr: true,
  // React Router's own origin check on page actions reads "Origin: null" as a foreign host. A browser sends it with
  // form posts from a page whose Referrer-Policy is no-referrer (the reset and confirmation pages); the app's own check
  // (app/security/guard.server.ts, run before React Router by the server file) accepts it only with
  // Sec-Fetch-Site: same-origin and refuses every other cross-site post with 403.
  allowedActionOrigins: ["null"],
  future: {
    // Middleware runs for pages and resource routes alike: the body limit, method and origin checks, the security
    // headers (app/security/middleware.server.ts), CORS and JSON 404s (the root's middleware).
    v8_middleware: true,
  },
} satisfies Config;
