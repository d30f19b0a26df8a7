import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page arrives resolved, and every form works without JavaScript.
  ssr: true,
  future: {
    // Middleware runs for pages and resource routes alike: the body limit, method and origin checks, the security
    // headers (app/security/middleware.server.ts), CORS and JSON 404s (the root's middleware).
    v8_middleware: true,
  },
} satisfies Config;
