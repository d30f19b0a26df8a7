import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page arrives resolved, and every form works without JavaScript.
  ssr: true,
} satisfies Config;
