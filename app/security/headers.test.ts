import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as logout from "~/routes/logout";
import { createUser } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { securityHeaders } from "./middleware.server";

/** A route's answer as it leaves the app: through the root middleware that sets the security headers. */
async function throughMiddleware(request: Request, route: (args: ReturnType<typeof routeArgs>) => Promise<Response>) {
  const args = routeArgs(request);
  return (await securityHeaders(args, () => route(args))) as Response;
}

describe("cookies over https", () => {
  it("every Set-Cookie of a sign-out (the session's and the toast's) is Secure when the request came over https", async () => {
    const user = await createUser();
    const request = new Request("https://prajna.example/logout", { method: "POST", headers: { Cookie: user.cookie } });
    const response = await throughMiddleware(request, (args) => logout.action(args as never) as Promise<Response>);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("toast-session="))).toBe(true);
    for (const c of cookies) expect(c, c).toMatch(/;\s*Secure(;|$)/i);
  });

  it("over plain http the cookies are left as they are (a local copy still signs in)", async () => {
    const user = await createUser();
    const request = new Request("http://localhost/logout", { method: "POST", headers: { Cookie: user.cookie } });
    const response = await throughMiddleware(request, (args) => logout.action(args as never) as Promise<Response>);
    for (const c of response.headers.getSetCookie()) expect(c, c).not.toMatch(/;\s*Secure(;|$)/i);
  });
});

describe("toast texts", () => {
  // A toast travels in a cookie and is shown on screen: it names no email address (the page itself may).
  it("no toast a route sends interpolates an email address", () => {
    const dir = path.resolve("app/routes");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));
    const offenders: string[] = [];
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), "utf8");
      for (const m of text.matchAll(/redirectWith(?:Success|Error|Info|Warning)\(([^;]*?)\);/gs)) {
        if (/\$\{[^}]*(email|\.to\b)[^}]*\}/i.test(m[1])) offenders.push(`${f}: ${m[0].slice(0, 120)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
