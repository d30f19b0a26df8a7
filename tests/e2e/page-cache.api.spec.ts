import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import path from "node:path";
import { libraryPaths, PASSWORD, uniqueEmail } from "~test/e2e";

// The page cache over HTTP against the built server: public pages for anonymous visitors come from memory with an
// ETag and a public Cache-Control, carry no cookie and no nonce; sessions and toasts get their own private page.

const PUBLIC = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";
const CACHED_PAGES = [
  ...libraryPaths().filter((p) => !["/ask", "/meditation", "/api", "/login", "/register"].includes(p)),
  "/search?q=compassion",
];

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, base), { headers, redirect: "manual" });
}

/** Registers an account over the JSON API and signs it in with the login form: the session cookie it got. */
async function signedInCookie(base: string, name: string, email = uniqueEmail("cache")): Promise<string> {
  const registered = await fetch(new URL("/auth/register", base), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(new URL("/login", base), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  const session = login.headers.getSetCookie().find((c) => c.startsWith("prajna_session="));
  expect(session).toBeTruthy();
  return session!.split(";")[0];
}

test("every public page: no cookie, a strong ETag, the public Cache-Control, Vary: Cookie, and 304 on a match", async ({ baseURL }) => {
  for (const path of CACHED_PAGES) {
    const first = await get(baseURL!, path);
    expect(first.status, path).toBe(200);
    expect(first.headers.getSetCookie(), path).toEqual([]);
    const second = await get(baseURL!, path);
    expect(second.headers.get("Cache-Control"), path).toBe(PUBLIC);
    expect(second.headers.get("Vary"), path).toMatch(/\bCookie\b/);
    const etag = second.headers.get("ETag");
    expect(etag, path).toMatch(/^"[^"]+"$/);
    expect(await second.text(), path).toBe(await first.text());
    const revalidated = await get(baseURL!, path, { "If-None-Match": etag! });
    expect(revalidated.status, path).toBe(304);
    expect(revalidated.headers.getSetCookie(), path).toEqual([]);
  }
});

test("a cached page's policy allows exactly its own inline scripts by hash and names no nonce", async ({ baseURL }) => {
  await get(baseURL!, "/articles/rumi-path-love");
  const res = await get(baseURL!, "/articles/rumi-path-love");
  const html = await res.text();
  const csp = res.headers.get("Content-Security-Policy")!;
  expect(csp).not.toMatch(/nonce/);
  expect(html).not.toMatch(/\snonce="/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
  const allowed = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
  for (const [, , text] of inline) {
    expect(allowed).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
});

test("a signed-in visitor gets their own page, private and uncached; the anonymous copy never shows them", async ({ baseURL }) => {
  await get(baseURL!, "/articles/rumi-path-love");
  const name = `Cachetest ${Date.now() % 100000}`;
  const cookie = await signedInCookie(baseURL!, name);
  const mine = await get(baseURL!, "/articles/rumi-path-love", { Cookie: cookie });
  expect(mine.status).toBe(200);
  expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
  expect(mine.headers.get("Vary")).toMatch(/\bCookie\b/);
  expect(mine.headers.get("ETag")).toBeNull();
  expect(await mine.text()).toContain(name);
  const anonymous = await get(baseURL!, "/articles/rumi-path-love");
  expect(anonymous.headers.get("Cache-Control")).toBe(PUBLIC);
  expect(await anonymous.text()).not.toContain(name);
});

test("a request carrying a toast gets the page with its toast, private, and the toast is cleared", async ({ baseURL }) => {
  await get(baseURL!, "/");
  const cookie = await signedInCookie(baseURL!, "Toast Reader");
  const logout = await fetch(new URL("/logout", baseURL!), { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
  const toast = logout.headers.getSetCookie().find((c) => c.startsWith("toast-session="));
  expect(toast).toBeTruthy();
  const home = await get(baseURL!, "/", { Cookie: toast!.split(";")[0] });
  expect(home.headers.get("Cache-Control")).toBe("private, no-store");
  expect(home.headers.get("ETag")).toBeNull();
  expect(await home.text()).toContain("You have been signed out");
  expect(home.headers.getSetCookie().some((c) => c.startsWith("toast-session="))).toBe(true);
});

test("a kept page, sent again from memory, carries every header it was first sent with", async ({ baseURL }) => {
  // A query string the cache keeps for search results makes this address new to the server, whatever ran before.
  const path = `/search?q=lantern+${Date.now()}`;
  const https = { "X-Forwarded-Proto": "https", "Accept-Encoding": "gzip" };
  const rendered = await get(baseURL!, path, https);
  const kept = await get(baseURL!, path, https);
  expect(rendered.status).toBe(200);
  expect(kept.status).toBe(200);
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name)));
  expect(headersOf(kept)).toEqual(headersOf(rendered));
  // Among them, the security headers every page carries (HSTS, since the trusted proxy says https).
  expect(kept.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
  expect(kept.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(kept.headers.get("X-Frame-Options")).toBe("DENY");
  expect(kept.headers.get("Content-Security-Policy")).toMatch(/^default-src 'self'/);
  expect(kept.headers.get("Content-Encoding")).toBe("gzip");
  expect(await kept.text()).toBe(await rendered.text());

  const head = await fetch(new URL(path, baseURL!), { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("ETag")).toBe(kept.headers.get("ETag"));
  expect(await head.text()).toBe("");
});

test.describe("a signed-in reader of a kept page", () => {
  // An article ships no script: its kept copy is sent to a signed-in reader with their own header put in.
  const ARTICLE = "/articles/lao-tzu-wu-wei";
  const headersOf = (res: Response) =>
    Object.fromEntries(
      [...res.headers].filter(
        ([name]) => !["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-security-policy"].includes(name),
      ),
    );

  test("gets byte for byte the page the full render gives them, private, with the page's headers", async ({ baseURL }) => {
    await get(baseURL!, ARTICLE);
    const name = `Stitch Reader ${Date.now() % 100000}`;
    const cookie = await signedInCookie(baseURL!, name);
    const stitched = await get(baseURL!, ARTICLE, { Cookie: cookie });
    // A request naming the site's own origin skips the kept copies: the page rendered in full for the same person.
    const full = await get(baseURL!, ARTICLE, { Cookie: cookie, Origin: baseURL! });
    expect(stitched.status).toBe(200);
    expect(full.status).toBe(200);
    expect(full.headers.get("Content-Security-Policy")).toMatch(/'nonce-/);
    expect(stitched.headers.get("Content-Security-Policy")).not.toMatch(/nonce/);
    expect(stitched.headers.get("Content-Security-Policy")).toMatch(/^default-src 'self'/);
    // The full render's nonce (on the icon link) is per response; a kept copy carries none.
    const html = await stitched.text();
    expect(html).not.toMatch(/\snonce="/);
    expect(html).toBe((await full.text()).replace(/ nonce="[^"]*"/g, ""));
    expect(html).toContain(name);
    expect(html).toContain("Sign Out");
    expect(html).not.toMatch(/<script/i);
    expect(stitched.headers.get("Cache-Control")).toBe("private, no-store");
    expect(stitched.headers.get("ETag")).toBeNull();
    expect(stitched.headers.getSetCookie()).toEqual([]);
    expect(headersOf(stitched)).toEqual(headersOf(full));

    // Gzipped, it is the same page.
    const gzipped = await get(baseURL!, ARTICLE, { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(html);
  });

  test("two people and an anonymous visitor, interleaved, each see only their own header", async ({ baseURL }) => {
    await get(baseURL!, ARTICLE);
    const stamp = Date.now() % 100000;
    const people = [
      { name: `Interleave Asha ${stamp}`, cookie: "" },
      { name: `Interleave Ravi ${stamp}`, cookie: "" },
    ];
    for (const p of people) p.cookie = await signedInCookie(baseURL!, p.name);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        get(baseURL!, ARTICLE, { Cookie: people[0].cookie, "Accept-Encoding": "gzip" }),
        get(baseURL!, ARTICLE),
        get(baseURL!, ARTICLE, { Cookie: people[1].cookie }),
        get(baseURL!, ARTICLE, { "Accept-Encoding": "gzip" }),
      ]);
      const [asha, anonymous, ravi, anonymousGzip] = await Promise.all(answers.map((r) => r.text()));
      expect(asha).toContain(people[0].name);
      expect(asha).not.toContain(people[1].name);
      expect(ravi).toContain(people[1].name);
      expect(ravi).not.toContain(people[0].name);
      for (const page of [anonymous, anonymousGzip]) {
        expect(page).not.toContain(stamp.toString());
        expect(page).not.toContain("Sign Out");
        expect(page).toContain("Sign In");
      }
      expect(answers[1].headers.get("Cache-Control")).toBe(PUBLIC);
      expect(answers[0].headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  test("a session that has ended is signed out as the full render does it: the cookie cleared, the public header", async ({ baseURL }) => {
    await get(baseURL!, ARTICLE);
    const name = `Ended Reader ${Date.now() % 100000}`;
    const cookie = await signedInCookie(baseURL!, name);
    expect(await (await get(baseURL!, ARTICLE, { Cookie: cookie })).text()).toContain(name);
    const logout = await fetch(new URL("/logout", baseURL!), { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
    expect(logout.status).toBe(302);
    const after = await get(baseURL!, ARTICLE, { Cookie: cookie });
    expect(after.status).toBe(200);
    const html = await after.text();
    expect(html).not.toContain(name);
    expect(html).toContain("Sign In");
    expect(after.headers.get("Cache-Control")).toBe("private, no-store");
    expect(after.headers.getSetCookie().some((c) => c.startsWith("prajna_session=;") && /Max-Age=0/i.test(c))).toBe(true);
  });

  test("a session idle past its time-out, or of an account since disabled, is signed out as the full render does it", async ({
    baseURL,
  }) => {
    await get(baseURL!, ARTICLE);
    const stamp = Date.now() % 100000;
    const idle = { name: `Idle Reader ${stamp}`, email: uniqueEmail("idle") };
    const disabled = { name: `Disabled Reader ${stamp}`, email: uniqueEmail("disabled") };
    const idleCookie = await signedInCookie(baseURL!, idle.name, idle.email);
    const disabledCookie = await signedInCookie(baseURL!, disabled.name, disabled.email);
    for (const cookie of [idleCookie, disabledCookie])
      expect(await (await get(baseURL!, ARTICLE, { Cookie: cookie })).text()).toContain("Sign Out");

    // What time and an operator would have done: the session unused for 13 hours (not remembered: 12 are allowed),
    // the other account disabled.
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, "prajna-e2e.db"), { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    const longAgo = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
    db.prepare("update sessions set last_seen_at = ? where user_id = (select id from users where email = ?)").run(longAgo, idle.email);
    db.prepare("update users set disabled_at = ? where email = ?").run(new Date().toISOString(), disabled.email);
    db.close();

    for (const [who, cookie] of [
      [idle, idleCookie],
      [disabled, disabledCookie],
    ] as const) {
      const after = await get(baseURL!, ARTICLE, { Cookie: cookie, "Accept-Encoding": "gzip" });
      expect(after.status).toBe(200);
      const html = await after.text();
      expect(html).not.toContain(who.name);
      expect(html).not.toContain("Sign Out");
      expect(html).toContain("Sign In");
      expect(after.headers.get("Cache-Control")).toBe("private, no-store");
      expect(after.headers.getSetCookie().some((c) => c.startsWith("prajna_session=;") && /Max-Age=0/i.test(c))).toBe(true);
    }
  });
});
