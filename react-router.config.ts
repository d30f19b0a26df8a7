import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page arrives resolved, and every form works without JavaScript.
  ssr: true,
  // Route middleware: the root's runs for every request, resource routes included (CORS, JSON 404s).
  future: { v8_middleware: true },
} satisfies Config;
