import { createHash } from "node:crypto";
import { gunzipSync, inflateRawSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nonceContext } from "~/security/nonce";
import {
  clearPageCache,
  deflatedWhole,
  headerHole,
  inlineScriptHashes,
  pageCache,
  pageCacheSize,
  PUBLIC_CACHE_CONTROL,
  stitched,
} from "./page-cache.server";
import { escapeText, fillHeader, headerTemplate, renderSiteHeader } from "./site-header.server";
import { runWithRawUrl } from "./raw-request.server";
import { registerAppRouteTable } from "~test/route-table";

// Route facts (kinds, limits, which pages are kept) come from the table of app/routes.ts, as the server registers it.
beforeAll(registerAppRouteTable, 30_000);

const NONCE = "bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==";
const SCRIPT = "window.__ready = true;";

/** A page as the renderer writes it: scripts carrying this response's nonce, and whose page it is. */
function renderedPage(who: string, init: ResponseInit = {}) {
  const html =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/></head>` +
    `<body><p>Hello, ${who}</p><script nonce="${NONCE}">${SCRIPT}</script>` +
    `<script type="module" nonce="${NONCE}">import "/assets/a.js";</script><script src="/assets/b.js" nonce="${NONCE}"></script></body></html>`;
  return new Response(html, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'nonce-${NONCE}'`, ...init.headers },
  });
}

/** Calls the middleware the way the server does: the arrival address recorded, a nonce in the context. */
async function through(url: string, headers: Record<string, string> = {}, render = () => renderedPage("everyone"), method = "GET") {
  const context = new RouterContextProvider();
  context.set(nonceContext, NONCE);
  const next = vi.fn(async () => render());
  const request = new Request(url.replace(/\.data(?=$|\?)/, ""), { method, headers });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  const response = (await runWithRawUrl(url, () => pageCache(args, next))) as Response;
  return { response, rendered: next.mock.calls.length };
}

const ARTICLE = "http://localhost/articles/rumi-path-love";

beforeEach(() => clearPageCache());

describe("public pages for anonymous visitors", () => {
  it("are rendered once and then served from memory with a strong ETag and the public Cache-Control", async () => {
    const first = await through(ARTICLE);
    const second = await through(ARTICLE);
    expect(first.rendered).toBe(1);
    expect(second.rendered).toBe(0);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.response.headers.get("Vary")).toMatch(/\bCookie\b/);
    const etag = second.response.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.response.headers.get("ETag")).toBe(etag);
    expect(await second.response.text()).toContain("Hello, everyone");
  });

  it("answer 304 with no body when If-None-Match names the copy, and the page again when it names another", async () => {
    const { response } = await through(ARTICLE);
    const etag = response.headers.get("ETag")!;
    const again = await through(ARTICLE, { "If-None-Match": `"something-else", ${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("ETag")).toBe(etag);
    expect(await again.response.text()).toBe("");
    const stale = await through(ARTICLE, { "If-None-Match": '"an-older-copy"' });
    expect(stale.response.status).toBe(200);
  });

  it("are sent gzipped, under their own ETag, to clients that accept gzip", async () => {
    const plain = await through(ARTICLE);
    const zipped = await through(ARTICLE, { "Accept-Encoding": "gzip, deflate, br" });
    expect(zipped.response.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.response.headers.get("ETag")).not.toBe(plain.response.headers.get("ETag"));
    const bytes = Buffer.from(await zipped.response.arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe(await plain.response.text());
    const refused = await through(ARTICLE, { "Accept-Encoding": "gzip;q=0" });
    expect(refused.response.headers.get("Content-Encoding")).toBeNull();
  });

  it("carry no nonce: their inline scripts are allowed by hash, and only those", async () => {
    await through(ARTICLE);
    const { response } = await through(ARTICLE);
    const html = await response.text();
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(html).not.toContain(NONCE);
    expect(csp).not.toContain("nonce");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    const expected = [SCRIPT, 'import "/assets/a.js";'].map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);
    expect(scriptSrc.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", ...expected].sort());
  });

  it("cover every public page and leave other addresses to be rendered each time", async () => {
    const publicPaths = ["/", "/about", "/features", "/articles", "/articles/bodhisattva", "/blog", "/blog/a-post", "/references"];
    for (const path of [...publicPaths, "/contact", "/contact?sent=1", "/search?q=grief"]) {
      await through(`http://localhost${path}`);
      expect((await through(`http://localhost${path}`)).rendered, path).toBe(0);
    }
    for (const path of ["/ask", "/meditation", "/login", "/register", "/dashboard", "/articles/x?utm_source=feed"]) {
      await through(`http://localhost${path}`);
      const again = await through(`http://localhost${path}`);
      expect(again.rendered, path).toBe(1);
      expect(again.response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("keep memory bounded however many different searches are asked for", async () => {
    for (let i = 0; i < 260; i++) await through(`http://localhost/search?q=word${i}`);
    const { search } = pageCacheSize();
    expect(search.entries).toBeLessThanOrEqual(200);
    expect(search.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    // The most recent searches are still kept; the oldest were dropped.
    expect((await through("http://localhost/search?q=word259")).rendered).toBe(0);
    expect((await through("http://localhost/search?q=word0")).rendered).toBe(1);
  });
});

describe("pages that are never cached or shared", () => {
  const expectPrivate = (response: Response) => {
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toMatch(/\bCookie\b/);
    expect(response.headers.get("ETag")).toBeNull();
  };

  it("a signed-in visitor gets their own page, never the anonymous copy, and nobody else gets theirs", async () => {
    await through(ARTICLE);
    const mine = await through(ARTICLE, { Cookie: "prajna_session=abc" }, () => renderedPage("Asha"));
    expect(mine.rendered).toBe(1);
    expectPrivate(mine.response);
    expect(await mine.response.text()).toContain("Hello, Asha");
    const bearer = await through(ARTICLE, { Authorization: "Bearer token" }, () => renderedPage("Ravi"));
    expect(await bearer.response.text()).toContain("Hello, Ravi");
    expectPrivate(bearer.response);
    expect(await (await through(ARTICLE)).response.text()).toContain("Hello, everyone");
  });

  it("a request carrying a toast is rendered for it (the toast is shown once) and kept private", async () => {
    await through(ARTICLE);
    const toast = await through(ARTICLE, { Cookie: "theme=dark; toast-session=xyz" }, () => renderedPage("toast reader"));
    expect(toast.rendered).toBe(1);
    expectPrivate(toast.response);
    expect(await toast.response.text()).toContain("toast reader");
  });

  it("a form post, a 404, an answer that sets a cookie and a HEAD that found no copy are not kept", async () => {
    const post = await through("http://localhost/contact", {}, () => renderedPage("sender"), "POST");
    expectPrivate(post.response);
    expect((await through("http://localhost/contact")).rendered).toBe(1);

    const missing = await through("http://localhost/articles/no-such", {}, () => renderedPage("nobody", { status: 404 }));
    expectPrivate(missing.response);
    expect((await through("http://localhost/articles/no-such")).rendered).toBe(1);

    const cookie = () => renderedPage("cookie", { headers: { "Set-Cookie": "a=b" } });
    expectPrivate((await through("http://localhost/about", {}, cookie)).response);
    expect((await through("http://localhost/about", {}, cookie)).rendered).toBe(1);

    const head = await through("http://localhost/features", {}, () => new Response(null, renderedPage("x")), "HEAD");
    expectPrivate(head.response);
  });

  it("the data of a client-side navigation is never served from, nor stored as, the page copy", async () => {
    await through(ARTICLE);
    const data = await through(`${ARTICLE}.data`, {}, () => new Response("[{}]", { headers: { "Content-Type": "text/x-script" } }));
    expect(data.rendered).toBe(1);
    expect(await data.response.text()).toBe("[{}]");
    expectPrivate(data.response);
  });

  it("JSON routes pass through untouched", async () => {
    const { response } = await through("http://localhost/api/search?q=x", {}, () => Response.json({ ok: true }));
    expect(response.headers.get("Cache-Control")).toBeNull();
  });
});

describe("inline script hashes", () => {
  it("hash each inline script's text and skip scripts loaded from a file", () => {
    const hashes = inlineScriptHashes('<script>a()</script><script src="/x.js"></script><script type="module">b()</script>');
    expect(hashes).toEqual(["a()", "b()"].map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`));
  });
});

describe("a kept page read by a signed-in person", () => {
  const asha = { id: 7, name: "Asha <Devi>", email: "asha@example.org" };
  const ravi = { id: 8, name: "Ravi", email: "ravi@example.org" };
  const url = new URL(ARTICLE);
  /** A page with no script, as the layout renders it: the header for this person, then the article. */
  const pageFor = async (user: typeof asha | null, operator = false) =>
    `<!DOCTYPE html><html><head><title>Rumi</title></head><body><a href="#main">Skip</a>` +
    `${await renderSiteHeader(url, user, operator)}<main id="main"><h1>The path of love</h1></main></body></html>`;

  it("is the kept copy with their own header in it, byte for byte the page rendered for them", async () => {
    const hole = await headerHole(Buffer.from(await pageFor(null)), url);
    expect(hole).not.toBeNull();
    for (const [user, operator] of [
      [asha, false],
      [ravi, true],
    ] as const) {
      const header = Buffer.from(await renderSiteHeader(url, user, operator));
      const expected = await pageFor(user, operator);
      expect(stitched(hole!, [header], false).toString()).toBe(expected);
      expect(gunzipSync(stitched(hole!, [header], true, [deflatedWhole(header)])).toString()).toBe(expected);
      expect(gunzipSync(stitched(hole!, [header], true)).toString()).toBe(expected);
    }
  });

  it("filled from the header kept without anyone in it, is the same bytes whatever their name", async () => {
    const hole = (await headerHole(Buffer.from(await pageFor(null)), url))!;
    const names = ["Asha", "", "Ravi & <Sons>", `O'Brien "Ozzy"`, "Ελένη 🪷", "x".repeat(70_000)];
    for (const [i, name] of names.entries()) {
      for (const operator of [false, true]) {
        const user = { id: i, name, email: `a'b&c"${i}"@example.org` };
        const template = (await headerTemplate(url, operator))!;
        expect(template).not.toBeNull();
        expect(Buffer.concat(template.pieces).toString()).not.toContain("example.org");
        const expected = await pageFor(user, operator);
        expect(stitched(hole, fillHeader(template, user), false).toString()).toBe(expected);
        expect(gunzipSync(stitched(hole, fillHeader(template, user), true)).toString()).toBe(expected);
      }
    }
    expect(escapeText(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;");
  });

  it("shows their name (escaped), their menu and Sign Out; the anonymous copy holds nothing of theirs", async () => {
    const header = await renderSiteHeader(url, asha, false);
    expect(header).toContain("Asha &lt;Devi&gt;");
    expect(header).not.toContain("<Devi>");
    expect(header).toContain('href="/dashboard"');
    expect(header).toContain('action="/logout"');
    expect(header).toContain("Sign Out");
    expect(header).not.toMatch(/<script/i);
    const hole = (await headerHole(Buffer.from(await pageFor(null)), url))!;
    const kept = Buffer.concat([hole.before, hole.after, inflateRawSync(Buffer.concat([hole.deflatedBefore, hole.deflatedAfter]))]);
    expect(kept.toString()).not.toContain("Asha");
    expect(kept.toString()).not.toContain("Sign Out");
  });

  it("the current page's link is marked as in the full render", async () => {
    const articles = await renderSiteHeader(new URL("http://localhost/articles"), null, false);
    expect(articles).toMatch(/<a aria-current="page"[^>]*href="\/articles"/);
    const history = await renderSiteHeader(new URL("http://localhost/history"), asha, false);
    expect(history).toMatch(/<a aria-current="page"[^>]*href="\/history"/);
  });

  it("only a page with no script and exactly the site header gets a hole", async () => {
    const html = await pageFor(null);
    expect(await headerHole(Buffer.from(html.replace("</body>", "<script>x()</script></body>")), url)).toBeNull();
    expect(await headerHole(Buffer.from(html.replace("Sign In", "Sign in")), url)).toBeNull();
    const header = await renderSiteHeader(url, null, false);
    expect(await headerHole(Buffer.from(html.replace(header, header + header)), url)).toBeNull();
  });

  it("the middleware keeps a hole only in copies of pages that ship no script", async () => {
    await through(ARTICLE, {}, () => new Response(null, renderedPage("x")));
    const withScripts = await through("http://localhost/about");
    expect(withScripts.rendered).toBe(1);
    const plain = await pageFor(null);
    const noScript = await through(ARTICLE, {}, () => new Response(plain, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    expect(await noScript.response.text()).toBe(plain);
  });
});
