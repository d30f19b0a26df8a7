import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { publicUrl } from "~/config.server";
import { SITE } from "~/site";
import { ask } from "~/ask/ask.server";
import type { SessionUser } from "~/auth/session.server";
import { articleMarkdown } from "~/content/article-markdown.server";
import { library } from "~/content/library.server";
import { teachingView } from "~/content/teaching-view";
import type { Caller } from "~/limits/model-budget.server";
import { MEDITATION_APOLOGY } from "~/meditation/basic";
import { generateMeditation } from "~/meditation/guide.server";
import { DEFAULT_PREFERENCES, DURATIONS, EXPERIENCES, FOCUSES, type Minutes, MOODS } from "~/meditation/preferences";
import { SEARCH_KINDS, type SearchKind } from "~/search/facets";
import { searchSite } from "~/search/search.server";
import { ASK_CATEGORIES, type AskCategory, questionField } from "~/wisdom/categories";

/**
 * Prajna's MCP server (the Model Context Protocol): the library, the answer engine and the meditation guides for
 * assistants and editors. One server is made for each HTTP request (app/routes/api/mcp.ts), knowing who asks: the
 * signed-in person of a bearer token, or a guest. Nothing here writes anything but what ask() writes for every
 * door: a signed-in person's question and answer in their journey. Guests change nothing.
 */
export interface McpCaller {
  /** The person of the bearer token, null for a guest. */
  user: SessionUser | null;
  /** For the per-client rate and the model budgets, as every asking door builds it (callerOf). */
  caller: Caller;
  /** Aborted when the client goes away: a model call in flight stops. */
  signal?: AbortSignal;
}

export const MCP_SERVER_NAME = "prajna";
export const MCP_SERVER_VERSION = "1.0.0";

/** The most search results a tool call returns (the site shows 20 a page). */
const SEARCH_LIMIT_MAX = 20;
const ARTICLE_URI = "prajna://articles/{slug}";

/** An address of the site, absolute: links from here are read outside it. */
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl()}${url.startsWith("/") ? "" : "/"}${url}`);

/** A tool's answer: text for the model to read, and the same as data for clients that take structured results. */
function result(text: string, data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: data };
}

/** A tool call that could not be done: the reason in words, as the protocol asks (isError, not a protocol error). */
function failure(text: string, data: Record<string, unknown> = {}): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: { error: text, ...data }, isError: true };
}

const values = <T extends { value: string | number }>(list: readonly T[]) => list.map((o) => o.value);
const enumOf = <T extends string>(list: readonly { value: T }[]) => z.enum(values(list) as [T, ...T[]]);

export function createMcpServer({ user, caller, signal }: McpCaller): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: SITE.name, version: MCP_SERVER_VERSION, websiteUrl: publicUrl() },
    {
      instructions:
        `${SITE.name}: ${SITE.tagline}. Search and read the library (articles on the wisdom traditions, teachings with ` +
        "their sources, a blog and a bibliography), ask a question of the answer engine, or make a guided meditation. " +
        "A message that shows signs of crisis is answered with crisis lines first: pass that answer on as it is.",
    },
  );

  server.registerTool(
    "search_library",
    {
      title: "Search the library",
      description:
        "Search Prajna's library (articles, blog posts, teachings and references) and get the best matches, each " +
        "with its kind, id (the slug for articles and posts, the id for teachings and references), a short excerpt and " +
        "its address. Read an article in full with read_article, a teaching with read_teaching.",
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe("What to look for: a few words or a phrase"),
        kind: z
          .enum(SEARCH_KINDS.map((k) => k.key) as [SearchKind, ...SearchKind[]])
          .optional()
          .describe("Only this kind of result"),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(8).describe("How many results at most"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, kind, limit }) => {
      const found = searchSite({ q: query, kind });
      const results = found.results.slice(0, limit).map((r) => ({
        kind: r.kind,
        id: r.id,
        title: r.title,
        excerpt: r.snippet,
        url: absolute(r.url),
        ...(r.author ? { author: r.author } : {}),
        ...(r.article ? { article: r.article.slug } : {}),
      }));
      const text = results.length
        ? results.map((r, i) => `${i + 1}. ${r.title} (${r.kind}, id: ${r.id})\n   ${r.url}\n   ${r.excerpt}`).join("\n")
        : `Nothing in the library matches "${found.query}".`;
      return result(text, { query: found.query, total: found.total, results });
    },
  );

  server.registerTool(
    "read_article",
    {
      title: "Read an article",
      description:
        "One article of the library in full, as Markdown, with its title, author and address. The slug is the id search_library gives.",
      inputSchema: { slug: z.string().trim().min(1).max(200).describe("The article's slug, e.g. bodhisattva-freedom-attachments") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ slug }) => {
      const found = await articleMarkdown(slug);
      if (!found) return failure(`There is no article "${slug}". Find one with search_library, or list the resources.`);
      const { article, url, markdown } = found;
      return result(markdown, {
        slug: article.slug,
        title: article.title,
        author: SITE.name,
        summary: article.summary,
        group: article.groupLabel,
        url,
        markdown,
      });
    },
  );

  server.registerTool(
    "read_teaching",
    {
      title: "Read a teaching",
      description:
        "One teaching of the library: the source's words (a quotation with its translation, or a paraphrase, said so), " +
        "who said them, where, and Prajna's own reflection kept apart. The id is the one search_library gives.",
      inputSchema: { id: z.string().trim().min(1).max(200).describe("The teaching's id") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      const teaching = library().teachings.find((t) => t.id === id);
      if (!teaching) return failure(`There is no teaching "${id}". Find one with search_library (kind: teachings).`);
      const view = teachingView(teaching);
      const url = absolute(`/articles/${teaching.article}`);
      const words = view.paraphrase ? `${view.text}\n\n(A paraphrase, not the source's own words.)` : `"${view.text}"`;
      const credit = `${view.author}, ${view.source}${view.translation ? `, translated by ${view.translation}` : ""}`;
      const text = [words, `— ${credit}`, view.reflection ? `Reflection (Prajna's, not the source's): ${view.reflection}` : "", url]
        .filter(Boolean)
        .join("\n\n");
      return result(text, { id: teaching.id, ...view, tradition: teaching.tradition, article: teaching.article, url });
    },
  );

  server.registerTool(
    "ask_prajna",
    {
      title: "Ask Prajna",
      description:
        "Ask a question of life and get Prajna's answer, drawn from the teachings of the Buddha, Maitreya and the " +
        "world's wisdom traditions, with its sources. A message that shows signs of crisis is answered with crisis " +
        "lines first; give that answer to the person as it is. With a bearer token the question and its answer are " +
        "saved in that person's journey; a guest's are not kept.",
      inputSchema: {
        question: questionField.describe("The question, in the person's own words"),
        category: z
          .enum(ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]])
          .optional()
          .describe(`The kind of question: ${ASK_CATEGORIES.map((c) => `${c.value} (${c.label})`).join(", ")}`),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ question, category }) => {
      const outcome = await ask({ question, category: category ?? "general", user, caller, signal, door: "mcp", absoluteLinks: true });
      if (outcome.kind === "limited") return failure(outcome.notice, { retryAfter: outcome.retryAfter });
      if (outcome.kind === "unavailable") return failure(outcome.notice);
      const { answer, sources, provider, fallback, saved, care } = outcome.result;
      const listed = sources.map((s) => ({ title: s.title, url: s.url }));
      const data = { answer, sources: listed, provider, fallback, care, saved };
      // The care answer was written by people for this moment: it goes out as it is, nothing added to it.
      if (outcome.kind === "care") return result(answer, data);
      const content: CallToolResult["content"] = [{ type: "text", text: answer }];
      if (listed.length) content.push({ type: "text", text: `Sources:\n${listed.map((s) => `- ${s.title}: ${s.url}`).join("\n")}` });
      return { content, structuredContent: data };
    },
  );

  server.registerTool(
    "meditation_guide",
    {
      title: "Make a meditation guide",
      description:
        "A guided meditation made for the person: its steps with their lengths, and a teaching to close with. Every " +
        "choice is optional.",
      inputSchema: {
        experience: enumOf(EXPERIENCES).default(DEFAULT_PREFERENCES.experience).describe("How much the person has meditated"),
        minutes: z
          .literal(values(DURATIONS) as Minutes[])
          .default(DEFAULT_PREFERENCES.timeAvailable)
          .describe(`How long, in minutes: ${values(DURATIONS).join(", ")}`),
        focus: enumOf(FOCUSES).default(DEFAULT_PREFERENCES.focus).describe("What the meditation is for"),
        mood: enumOf(MOODS).default(DEFAULT_PREFERENCES.mood).describe("How the person feels now"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ experience, minutes, focus, mood }) => {
      const preferences = { experience, timeAvailable: minutes, focus, mood };
      try {
        const guide = await generateMeditation(preferences, signal, caller);
        return result(`# ${guide.title}\n\n${guide.guidance}`, {
          title: guide.title,
          guidance: guide.guidance,
          steps: guide.steps,
          teaching: guide.teaching,
          preferences,
          provider: guide.provider,
        });
      } catch (error) {
        console.error("[mcp] meditation_guide", error);
        return failure(MEDITATION_APOLOGY);
      }
    },
  );

  server.registerResource(
    "article",
    new ResourceTemplate(ARTICLE_URI, {
      list: () => ({
        resources: library().articles.map((a) => ({
          uri: `prajna://articles/${a.slug}`,
          name: a.slug,
          title: a.title,
          description: a.summary,
          mimeType: "text/markdown",
        })),
      }),
      complete: {
        slug: (value) =>
          library()
            .articles.map((a) => a.slug)
            .filter((s) => s.startsWith(value)),
      },
    }),
    { title: "Articles", description: "The library's articles, each as Markdown", mimeType: "text/markdown" },
    async (uri, { slug }) => {
      const found = await articleMarkdown(String(slug));
      if (!found) throw new Error(`There is no article at ${uri.href}.`);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: found.markdown }] };
    },
  );

  return server;
}
