import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The one route table. Each route sits in the layout of its kind (page, JSON, file): the layout's `handle` says the
 * kind and its middleware makes the checks of that kind, so a route is what its layout is, at whatever path. What a
 * route says besides (a page whose anonymous copy may be kept, a JSON door that takes a whole conversation) is in its
 * own `handle` (RouteFacts, app/security/route-table.ts). app/routes/routes.test.ts checks every route has what it needs.
 */
export default [
  // Pages
  layout("routes/layouts/pages.ts", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("features", "routes/features.tsx"),
    route("articles", "routes/articles.tsx"),
    route("articles/:slug", "routes/article.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("references", "routes/references.tsx"),
    route("contact", "routes/contact.tsx"),
    route("ask", "routes/ask.tsx"),
    route("search", "routes/search.tsx"),
    route("meditation", "routes/meditation.tsx"),
    route("api", "routes/api-docs.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("history", "routes/history.tsx"),
    route("account", "routes/account.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),

    // The operator console: a 404 to everyone but a confirmed ADMIN_EMAILS account.
    route("admin", "routes/admin/overview.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/messages/:id", "routes/admin/message.tsx"),
    route("admin/accounts", "routes/admin/accounts.tsx"),
    route("admin/accounts/:id", "routes/admin/account.tsx"),

    // Everything else is a 404 page inside the layout.
    route("*", "routes/not-found.tsx"),
  ]),

  // Files: feeds, exports, the sitemap, sign-out
  layout("routes/layouts/files.ts", [
    route("blog/rss.xml", "routes/seo/rss.ts"),
    route("history/export.json", "routes/history-export.ts", { id: "history-export-json" }),
    route("history/export.md", "routes/history-export.ts", { id: "history-export-md" }),
    route("logout", "routes/logout.tsx"),
    route("sitemap.xml", "routes/seo/sitemap.ts"),
    route("robots.txt", "routes/seo/robots.ts"),
    // Prometheus scrapes: only with METRICS_TOKEN set, and only with that bearer token.
    route("metrics", "routes/metrics.ts"),
  ]),

  // JSON resource routes
  layout("routes/layouts/json.ts", [
    route("auth/register", "routes/api/auth.register.ts"),
    route("auth/login", "routes/api/auth.login.ts"),
    route("auth/me", "routes/api/auth.me.ts"),
    route("auth/logout", "routes/api/auth.logout.ts"),
    route("auth/forgot-password", "routes/api/auth.forgot-password.ts"),
    route("auth/reset-password", "routes/api/auth.reset-password.ts"),
    route("auth/verify-email", "routes/api/auth.verify-email.ts"),
    route("auth/verify-email/resend", "routes/api/auth.verify-email-resend.ts"),
    route("auth/refresh", "routes/api/auth.refresh.ts"),
    // Passkeys (WebAuthn): sign in with one, add one to the signed-in account.
    route("auth/passkey/options", "routes/api/auth.passkey-options.ts"),
    route("auth/passkey/verify", "routes/api/auth.passkey-verify.ts"),
    route("auth/passkey/register/options", "routes/api/auth.passkey-register-options.ts"),
    route("auth/passkey/register/verify", "routes/api/auth.passkey-register-verify.ts"),
    route("auth/*", "routes/api/not-found.ts", { id: "auth-not-found" }),
    route("ask/stream", "routes/api/ask-stream.ts"),
    route("ai/ask", "routes/api/ai.ask.ts"),
    route("chat", "routes/api/chat.ts"),
    route("ai/meditation", "routes/api/ai.meditation.ts"),
    route("ai/health", "routes/api/ai.health.ts"),
    route("ai/*", "routes/api/not-found.ts", { id: "ai-not-found" }),
    // The OpenAI-compatible routes: OpenAI's error shape, callers from any origin.
    layout("routes/layouts/openai.ts", [
      route("v1/models", "routes/api/v1.models.ts", { id: "v1-models" }),
      route("v1/models/:id", "routes/api/v1.models.ts", { id: "v1-model" }),
      route("v1/chat/completions", "routes/api/v1.chat-completions.ts"),
      route("v1/responses", "routes/api/v1.responses.ts"),
      route("v1/*", "routes/api/v1.not-found.ts"),
    ]),
    route("api/journey", "routes/api/journey.ts"),
    route("api/journey/export", "routes/api/journey.export.ts"),
    route("api/journey/:id", "routes/api/journey.item.ts"),
    route("api/journey/:id/rating", "routes/api/journey.rating.ts"),
    route("api/account", "routes/api/account.ts"),
    route("api/account/email", "routes/api/account.email.ts"),
    route("api/account/sessions", "routes/api/account.sessions.ts"),
    route("api/account/sessions/:id", "routes/api/account.session.ts"),
    route("api/search", "routes/api/search.ts"),
    route("api/openapi.json", "routes/api/openapi.ts"),
    route("api/*", "routes/api/not-found.ts", { id: "api-not-found" }),
    // The MCP server (Model Context Protocol), for assistants and editors: JSON-RPC over POST, stateless.
    route("mcp", "routes/api/mcp.ts"),
    route("healthz", "routes/api/healthz.ts"),
    route("csp-report", "routes/api/csp-report.ts"),
  ]),
] satisfies RouteConfig;
