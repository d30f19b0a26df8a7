import fs from "node:fs";
import path from "node:path";
import { settings } from "~/config.server";
import { ARTICLE_GROUPS } from "~/lib/nav";
import { readSnapshot } from "./snapshot.server";
import { compileMarkdown, type Compiled, parseYaml, type Problem, readTimeMinutes, splitFrontmatter } from "./markdown.server";
import {
  type ArticleFrontmatter,
  articleFrontmatter,
  type BlogFrontmatter,
  blogFrontmatter,
  type Citation,
  citationSchema,
  type Situation,
  situationSchema,
  type Teaching,
  teachingSchema,
} from "./content-schema";

/**
 * The library: every article, post and citation under content/, compiled once and kept in memory. Loading never
 * throws for bad content; it collects problems, which the content checks (run by `npm test`) turn into failures.
 */

export type Article = ArticleFrontmatter & Compiled & { groupLabel: string; readTime: number; file: string };
export type Post = BlogFrontmatter & Compiled & { readTime: number; file: string };

export interface Library {
  dir: string;
  articles: Article[];
  posts: Post[];
  citations: Citation[];
  teachings: Teaching[];
  /** What people bring to the site, each with its own response, teachings and practice (content/situations/). */
  situations: Situation[];
  problems: Problem[];
}

export function contentDir(): string {
  return settings().contentDir;
}

const groupLabel = (slug: string) => ARTICLE_GROUPS.find((g) => g.slug === slug)?.label ?? slug;

function readMarkdownFolder<T extends { slug: string }>(
  folder: string,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  problems: Problem[],
): Array<T & Compiled & { readTime: number; file: string }> {
  if (!fs.existsSync(folder)) return [];
  const out: Array<T & Compiled & { readTime: number; file: string }> = [];
  for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".md")).sort()) {
    const file = path.join(folder, name);
    let data: unknown;
    let body: string;
    try {
      ({ data, body } = splitFrontmatter(fs.readFileSync(file, "utf8")));
    } catch (error) {
      problems.push({ file, message: `frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, message: `frontmatter ${issue.path.join(".") || "(root)"}: ${issue.message}` });
      }
      continue;
    }
    if (parsed.data.slug !== name.replace(/\.md$/, "")) problems.push({ file, message: `slug "${parsed.data.slug}" differs from the file name` });
    const compiled = compileMarkdown(body);
    for (const message of compiled.problems) problems.push({ file, message });
    out.push({ ...parsed.data, ...compiled, readTime: readTimeMinutes(compiled.wordCount), file });
  }
  return out;
}

function readYamlLists<T>(
  folder: string,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  problems: Problem[],
): T[] {
  if (!fs.existsSync(folder)) return [];
  const out: T[] = [];
  for (const name of fs.readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const file = path.join(folder, name);
    let list: unknown;
    try {
      list = parseYaml(fs.readFileSync(file, "utf8"));
    } catch (error) {
      problems.push({ file, message: `not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      continue;
    }
    if (!Array.isArray(list)) {
      problems.push({ file, message: "must be a YAML list" });
      continue;
    }
    list.forEach((entry, i) => {
      const parsed = schema.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
      else for (const issue of parsed.error.issues) problems.push({ file, message: `entry ${i + 1} (${(entry as { id?: string })?.id ?? "?"}) ${issue.path.join(".")}: ${issue.message}` });
    });
  }
  return out;
}

export function loadLibrary(dir = contentDir()): Library {
  const problems: Problem[] = [];
  const articles = readMarkdownFolder(path.join(dir, "articles"), articleFrontmatter, problems).map((a) => ({
    ...a,
    groupLabel: groupLabel(a.group),
  }));
  const order = (a: Article) => a.order ?? 1000;
  articles.sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title));
  const posts = readMarkdownFolder(path.join(dir, "blog"), blogFrontmatter, problems);
  posts.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
  const citations = readYamlLists(path.join(dir, "references"), citationSchema, problems);
  const teachings = readYamlLists(path.join(dir, "teachings"), teachingSchema, problems);
  const situations = readYamlLists(path.join(dir, "situations"), situationSchema, problems);
  return { dir, articles, posts, citations, teachings, situations, problems };
}

let cached: Library | undefined;

/** The library, loaded on first use (from the build's compiled copy when it matches the content) and kept. */
export function library(): Library {
  const dir = contentDir();
  if (!cached || cached.dir !== dir) cached = readSnapshot(dir) ?? loadLibrary(dir);
  return cached;
}

export function getArticle(slug: string): Article | undefined {
  return library().articles.find((a) => a.slug === slug);
}

export function articlesInGroup(group: string): Article[] {
  return library().articles.filter((a) => a.group === group);
}

export function getPost(slug: string): Post | undefined {
  return library().posts.find((p) => p.slug === slug);
}
