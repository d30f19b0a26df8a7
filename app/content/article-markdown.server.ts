import fs from "node:fs/promises";
import path from "node:path";
import { publicUrl } from "~/config.server";
import { type Article, getArticle, library } from "./library.server";
import { splitFrontmatter } from "./markdown.server";

/**
 * An article as Markdown for readers outside the site (the MCP server's read_article and its article resources): the
 * source as written under content/articles/, its frontmatter left out, a title heading on top, and every link into the
 * site made absolute (from PUBLIC_URL), so it reads the same wherever it is pasted. Quotations and callouts stay the
 * directive blocks they are written as (`:::quote`, `:::callout`), which read well as plain text.
 */
export interface ArticleMarkdown {
  article: Article;
  /** The absolute address of the article's page. */
  url: string;
  markdown: string;
}

/** Root-relative link targets in Markdown: `](/articles/x)` and `]: /references#y`. */
const SITE_LINK = /(\]\(|\]:\s*)\/(?!\/)/g;

export function absoluteSiteLinks(markdown: string, base = publicUrl()): string {
  return markdown.replace(SITE_LINK, (_, opening: string) => `${opening}${base}/`);
}

/** The article with this slug as Markdown, or null when the library has no such article. */
export async function articleMarkdown(slug: string): Promise<ArticleMarkdown | null> {
  // Only a slug the library knows is ever turned into a file name.
  const article = getArticle(slug);
  if (!article) return null;
  const source = await fs.readFile(path.join(library().dir, "articles", `${article.slug}.md`), "utf8");
  const { body } = splitFrontmatter(source);
  const base = publicUrl();
  return {
    article,
    url: `${base}/articles/${article.slug}`,
    markdown: `# ${article.title}\n\n${absoluteSiteLinks(body.trim(), base)}\n`,
  };
}
