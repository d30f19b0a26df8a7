import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "~/root";
import * as robots from "~/routes/seo/robots";
import * as rss from "~/routes/seo/rss";
import * as sitemap from "~/routes/seo/sitemap";
import * as home from "~/routes/home";
import * as aiAsk from "~/routes/api/ai.ask";
import * as aiMeditation from "~/routes/api/ai.meditation";
import * as chat from "~/routes/api/chat";
import * as completions from "~/routes/api/v1.chat-completions";
import * as rating from "~/routes/api/journey.rating";
import * as cspReport from "~/routes/api/csp-report";
import { pageMeta } from "~/lib/meta";
import { redirectWithSuccess } from "~/lib/toast.server";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { registerAppRouteTable } from "~test/route-table";

// Route facts (kinds, limits, which pages are kept) come from the table of app/routes.ts, as the server registers it.
beforeAll(registerAppRouteTable, 30_000);

afterEach(() => {
  delete process.env.PUBLIC_URL;
  vi.restoreAllMocks();
});

/** What a root loader answered: its data and headers. */
async function rootLoad(headers: Record<string, string> = {}) {
  const result = (await root.loader(routeArgs(new Request("http://localhost/about", { headers })))) as unknown as {
    data: { origin: string };
    init: ResponseInit | null;
  };
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

describe("no cookie a page view does not need", () => {
  it("an anonymous page view sets no cookie at all", async () => {
    const { headers } = await rootLoad();
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("a toast is still carried once and then cleared", async () => {
    const res = await redirectWithSuccess("/", "Saved.");
    const cookie = res.headers.getSetCookie()[0].split(";")[0];
    const shown = (await root.loader(routeArgs(new Request("http://localhost/", { headers: { Cookie: cookie } })))) as unknown as {
      data: { toast?: { message: string } };
      init: ResponseInit | null;
    };
    expect(shown.data.toast?.message).toBe("Saved.");
    expect(new Headers(shown.init?.headers).getSetCookie()[0]).toMatch(/^toast-session=/);
  });
});

describe("absolute URLs come from PUBLIC_URL, never the Host header", () => {
  it("sitemap, robots and RSS name the public address whatever Host the request carried", async () => {
    process.env.PUBLIC_URL = "https://prajna.example.org/";
    const texts = [await sitemap.loader().text(), await robots.loader().text(), await rss.loader().text()];
    for (const text of texts) {
      expect(text).toContain("https://prajna.example.org/");
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("localhost");
    }
    expect(texts[1]).toContain("Sitemap: https://prajna.example.org/sitemap.xml");
  });

  it("without PUBLIC_URL: localhost on the configured port", async () => {
    expect(await robots.loader().text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it("Open Graph tags carry absolute URLs from the root loader's origin", async () => {
    process.env.PUBLIC_URL = "https://prajna.example.org";
    const { data } = await rootLoad({ Host: "evil.example" });
    const tags = pageMeta({ title: "Home", description: "d", path: "/about", image: "/images/hero.svg" }, [{ id: "root", data }]);
    expect(tags).toContainEqual({ property: "og:url", content: "https://prajna.example.org/about" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://prajna.example.org/images/hero.svg" });
  });
});

describe("bad input is a 4xx with a message, never a 500", () => {
  const PROTO_BODIES = [
    { preferences: { experience: { toString: 1 } } },
    { preferences: { focus: { valueOf: 1, toString: 1 }, mood: [] } },
    { preferences: { __proto__: { polluted: true }, constructor: { prototype: 1 } } },
    JSON.parse('{"preferences":{"__proto__":{"experience":"advanced"}},"__proto__":{"x":1}}'),
  ];
  it.each(PROTO_BODIES)("/ai/meditation %j", async (body) => {
    const res = await aiMeditation.action(routeArgs(jsonRequest("/ai/meditation", typeof body === "string" ? body : JSON.stringify(body))));
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("prototype-named keys anywhere in JSON bodies of the asking and journey doors", async () => {
    const user = await createUser();
    // An unknown category is "general": that one is answered; the rest are refused by name.
    const answered = await aiAsk.action(
      routeArgs(
        jsonRequest("/ai/ask", '{"question":"What is peace?","context":{"constructor":{"prototype":{}},"category":{"toString":"x"}}}'),
      ),
    );
    expect(answered.status).toBe(200);
    const sends: Array<() => Promise<Response>> = [
      () => aiAsk.action(routeArgs(jsonRequest("/ai/ask", '{"question":{"toString":1},"__proto__":{"question":"x"}}'))),
      () => chat.action(routeArgs(jsonRequest("/chat", '{"message":["x"],"constructor":1}'))),
      () =>
        completions.action(
          routeArgs(
            jsonRequest("/v1/chat/completions", '{"model":"prajna","messages":[{"role":"user","content":{"toString":1}}],"__proto__":{}}'),
          ),
        ),
      () =>
        rating.action(
          routeArgs(jsonRequest("/api/journey/1/rating", '{"rating":{"valueOf":5}}', { Authorization: `Bearer ${user.token}` }, "PUT"), {
            id: "1",
          }),
        ),
    ];
    for (const send of sends) {
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("the quick ask takes an empty or odd form as a 400", async () => {
    const empty = (await home.action(
      routeArgs(
        new Request("http://localhost/?index", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        }),
      ),
    )) as { init: ResponseInit };
    expect(empty.init.status).toBe(400);
  });
});

describe("CSP reports", () => {
  const report = (body: string, type = "application/csp-report") =>
    cspReport.action(routeArgs(new Request("http://localhost/csp-report", { method: "POST", headers: { "Content-Type": type }, body })));

  it("logs one short line per violation, without query strings, and a bounded number a minute", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const one = JSON.stringify({
      "csp-report": {
        "violated-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/x.js?token=secret",
        "document-uri": "http://localhost/history?q=grief",
      },
    });
    expect((await report(one)).status).toBe(204);
    expect(warn).toHaveBeenCalledWith("[csp] script-src-elem blocked https://evil.example/x.js on http://localhost/history");
    for (let i = 0; i < 100; i++) await report(one);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(cspReport.CSP_LOG_PER_MINUTE);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("secret");
  });

  it("takes the Reporting API's shape, and refuses what is not a report", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(
      (
        await report(
          JSON.stringify([{ type: "csp-violation", body: { effectiveDirective: "img-src", blockedURL: "data" } }]),
          "application/reports+json",
        )
      ).status,
    ).toBe(204);
    expect((await report("not json")).status).toBe(400);
    // JSON that is neither report format (the bodies the OpenAPI document shows) is refused too.
    expect((await report("{}")).status).toBe(400);
    expect((await report(JSON.stringify({ "csp-report": "x" }))).status).toBe(400);
    expect((await report(JSON.stringify([{ type: "csp-violation" }]), "application/reports+json")).status).toBe(400);
    expect((await report("{}", "text/plain")).status).toBe(415);
  });
});
