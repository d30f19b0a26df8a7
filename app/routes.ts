import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Pages
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("features", "routes/features.tsx"),
  route("articles", "routes/articles.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/api/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("references", "routes/references.tsx"),
  route("contact", "routes/contact.tsx"),
  route("ask", "routes/ask.tsx"),
  route("meditation", "routes/meditation.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("history", "routes/history.tsx"),
  route("logout", "routes/logout.tsx"),

  // JSON resource routes
  route("auth/register", "routes/api/auth.register.ts"),
  route("auth/login", "routes/api/auth.login.ts"),
  route("auth/me", "routes/api/auth.me.ts"),
  route("auth/logout", "routes/api/auth.logout.ts"),
  route("ask/stream", "routes/api/ask-stream.ts"),
  route("ai/ask", "routes/api/ai.ask.ts"),
  route("chat", "routes/api/chat.ts"),
  route("ai/meditation", "routes/api/ai.meditation.ts"),
  route("v1/models", "routes/api/v1.models.ts"),
  route("v1/chat/completions", "routes/api/v1.chat-completions.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),

  // Everything else is a 404 page inside the layout.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
