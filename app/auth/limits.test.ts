import { afterEach, describe, expect, it } from "vitest";
import * as loginRoute from "~/routes/login";
import * as registerRoute from "~/routes/register";
import * as apiLogin from "~/routes/api/auth.login";
import * as apiRegister from "~/routes/api/auth.register";
import { login, signUp } from "./credentials.server";
import { DEVICE_COOKIE } from "./device.server";
import { SIGN_IN_FAILURES } from "./sign-in-limits.server";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

const PASSWORD = "bright-morning-star";
let n = 0;
const person = () => ({ name: "New Seeker", email: `new-${Date.now()}-${++n}@example.org`, password: "quiet-river-stone" });
const req = (headers: Record<string, string> = {}) => new Request("http://localhost/login", { headers });

afterEach(() => {
  for (const k of ["SIGN_UPS_PER_MINUTE", "SIGN_UPS_PER_ADDRESS_PER_HOUR", "TRUST_PROXY"]) delete process.env[k];
});

describe("sign-up limits", () => {
  it("all clients together per minute: past SIGN_UPS_PER_MINUTE the doors answer 429 with Retry-After", async () => {
    process.env.SIGN_UPS_PER_MINUTE = "3";
    for (let i = 0; i < 3; i++) expect((await signUp(person(), req())).ok).toBe(true);
    const refused = await signUp(person(), req());
    expect(refused).toMatchObject({ ok: false, reason: "sign-ups" });

    const api = await apiRegister.action(routeArgs(jsonRequest("/auth/register", person())));
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await api.json()).error).toMatch(/Please wait 1 minute/);

    const p = person();
    const page = (await registerRoute.action(routeArgs(formRequest("/register", { ...p, confirmPassword: p.password })))) as {
      data: { error: Record<string, string[]> };
      init: ResponseInit;
    };
    expect(page.init.status).toBe(429);
    expect(new Headers(page.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(JSON.stringify(page.data)).toMatch(/Please wait/);
  });

  it("lets 20 people sign up in the same minute by default", async () => {
    for (let i = 0; i < 20; i++) expect((await signUp(person(), req())).ok).toBe(true);
  });

  it("per address behind a trusted proxy", async () => {
    process.env.TRUST_PROXY = "1";
    process.env.SIGN_UPS_PER_ADDRESS_PER_HOUR = "2";
    const from = (ip: string) => req({ "X-Forwarded-For": ip });
    expect((await signUp(person(), from("192.0.2.10"))).ok).toBe(true);
    expect((await signUp(person(), from("192.0.2.10"))).ok).toBe(true);
    expect(await signUp(person(), from("192.0.2.10"))).toMatchObject({ ok: false, reason: "sign-ups" });
    expect((await signUp(person(), from("192.0.2.11"))).ok).toBe(true);
  });

  it("a taken email counts as a failed sign-in: probing emails meets the sign-in limit", async () => {
    process.env.TRUST_PROXY = "1";
    process.env.SIGN_UPS_PER_ADDRESS_PER_HOUR = "100";
    const taken = await createUser();
    const from = req({ "X-Forwarded-For": "192.0.2.50" });
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
      expect(await signUp({ ...person(), email: taken.email }, from)).toEqual({ ok: false, reason: "email-taken" });
    }
    expect(await signUp({ ...person(), email: taken.email }, from)).toMatchObject({ ok: false, reason: "throttled" });
    // The same address is now over the sign-in limit too.
    expect(await login({ email: taken.email, password: taken.password }, from)).toMatchObject({ ok: false, reason: "throttled" });
  });
});

/** The Set-Cookie values of a response, by cookie name. */
function cookies(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.getSetCookie().map((c) => [c.split("=")[0], c.split(";")[0]]));
}

describe("the owner's browser is not locked out by guesses from elsewhere", () => {
  it("a device that signed in before gets past the per-email lock, and has a limit of its own", async () => {
    const owner = await createUser({ password: PASSWORD });
    const first = (await loginRoute.action(routeArgs(formRequest("/login", { email: owner.email, password: PASSWORD })))) as Response;
    expect(first.status).toBe(302);
    const device = cookies(first)[DEVICE_COOKIE];
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=.+`));
    expect(first.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE))).toMatch(/HttpOnly/i);

    // Someone else guesses the owner's password ten times: the email is locked for everyone else.
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) await login({ email: owner.email, password: `guess-${i}` }, req());
    expect(await login({ email: owner.email, password: PASSWORD }, req())).toMatchObject({ ok: false, reason: "throttled" });
    const elsewhere = await apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: owner.email, password: PASSWORD })));
    expect(elsewhere.status).toBe(429);

    // From the owner's browser the right password still works.
    const back = (await loginRoute.action(
      routeArgs(formRequest("/login", { email: owner.email, password: PASSWORD }, { Cookie: device })),
    )) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/dashboard");

    // A made-up device cookie is no key.
    const forged = `${DEVICE_COOKIE}=${Buffer.from(JSON.stringify({ id: "a".repeat(22), accounts: [owner.id] })).toString("base64")}`;
    expect(await login({ email: owner.email, password: PASSWORD }, req({ Cookie: forged }))).toMatchObject({
      ok: false,
      reason: "throttled",
    });

    // The device's own limit: ten wrong guesses from it, and it waits too.
    for (let i = 0; i < 10; i++) await login({ email: owner.email, password: `mine-${i}` }, req({ Cookie: device }));
    expect(await login({ email: owner.email, password: PASSWORD }, req({ Cookie: device }))).toMatchObject({
      ok: false,
      reason: "throttled",
    });
  });

  it("a device cookie for another account does not help", async () => {
    const a = await createUser({ password: PASSWORD });
    const b = await createUser({ password: PASSWORD });
    const signedIn = (await loginRoute.action(routeArgs(formRequest("/login", { email: a.email, password: PASSWORD })))) as Response;
    const device = cookies(signedIn)[DEVICE_COOKIE];
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) await login({ email: b.email, password: `guess-${i}` }, req());
    expect(await login({ email: b.email, password: PASSWORD }, req({ Cookie: device }))).toMatchObject({ ok: false, reason: "throttled" });
  });
});
