import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import * as loginRoute from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import * as registerRoute from "~/routes/register";
import * as apiLogin from "~/routes/api/auth.login";
import * as apiLogout from "~/routes/api/auth.logout";
import * as apiMe from "~/routes/api/auth.me";
import * as apiRegister from "~/routes/api/auth.register";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { clearOutbox, outbox } from "~test/outbox";
import { routeArgs } from "~test/route-args";

// Route modules are called the way React Router calls them; only the request matters to these actions.
type DataResult = { type: "DataWithResponseInit"; data: any; init: ResponseInit | null };
const asData = (v: unknown) => v as DataResult;

describe("the /register form post", () => {
  it("creates the account, signs in and goes to /dashboard", async () => {
    const res = (await registerRoute.action(
      routeArgs(
        formRequest("/register", {
          name: "Ana",
          email: "Ana@Example.org",
          password: "still-water-moon",
          confirmPassword: "still-water-moon",
        }),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect(res.headers.get("Set-Cookie")).toMatch(/^prajna_session=.+HttpOnly/i);
    const db = await database();
    expect(await db.selectFrom("users").select("email").execute()).toEqual([{ email: "ana@example.org" }]);
  });

  it("creates nothing when the passwords do not match", async () => {
    const result = asData(
      await registerRoute.action(
        routeArgs(
          formRequest("/register", { name: "Ana", email: "ana@example.org", password: "still-water-moon", confirmPassword: "other-water" }),
        ),
      ),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.error.confirmPassword).toEqual(["Passwords do not match"]);
    const db = await database();
    expect(await db.selectFrom("users").selectAll().execute()).toEqual([]);
  });

  it("keeps the typed email but never echoes a password back", async () => {
    const result = asData(
      await registerRoute.action(
        routeArgs(formRequest("/register", { name: "Ana", email: "ana@example.org", password: "short", confirmPassword: "short" })),
      ),
    );
    expect(result.data.initialValue.email).toBe("ana@example.org");
    expect(result.data.initialValue.password).toBeUndefined();
  });

  it("answers a taken email as 'check your email', never 'already exists', and tells the address's owner by mail", async () => {
    await createUser({ name: "Owner", email: "taken@example.org", password: "owners-own-secret" });
    clearOutbox();
    const res = (await registerRoute.action(
      routeArgs(
        formRequest("/register", {
          name: "B",
          email: "Taken@Example.org",
          password: "still-water-moon",
          confirmPassword: "still-water-moon",
        }),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/register?sent=1");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await registerRoute.loader(routeArgs(new Request("http://localhost/register?sent=1")))).toMatchObject({ sent: true });

    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual([["taken@example.org"]]);
    expect(mails[0].subject).toMatch(/Someone tried to create an account with your address/);
    expect(mails[0].text).toContain("/forgot-password");
    expect(mails[0].text).not.toContain("still-water-moon");
    // The account is the owner's as it was.
    const db = await database();
    expect(await db.selectFrom("users").select(["name", "email"]).execute()).toEqual([{ name: "Owner", email: "taken@example.org" }]);
    const owner = (await loginRoute.action(
      routeArgs(formRequest("/login", { email: "taken@example.org", password: "owners-own-secret" })),
    )) as Response;
    expect(owner.status).toBe(302);
  });
});

describe("the /login form post", () => {
  it("signs in and returns to the guarded page that sent the user", async () => {
    await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    const res = (await loginRoute.action(
      routeArgs(formRequest("/login", { email: "kim@example.org", password: "bright-morning-star", redirectTo: "/history" })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/history");
  });

  it("refuses an off-site redirectTo", async () => {
    await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    const res = (await loginRoute.action(
      routeArgs(formRequest("/login", { email: "kim@example.org", password: "bright-morning-star", redirectTo: "//evil.example.org" })),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it("keeps the person on this site whatever off-site spelling redirectTo has", async () => {
    await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    for (const redirectTo of ["/.//evil.example/phish", "/..//evil.example", "/%5Cevil.example", "/%09/evil.example"]) {
      const res = (await loginRoute.action(
        routeArgs(formRequest("/login", { email: "kim@example.org", password: "bright-morning-star", redirectTo })),
      )) as Response;
      expect(res.status).toBe(302);
      const location = res.headers.get("Location") ?? "";
      expect(new URL(location, "https://prajna.example").origin, redirectTo).toBe("https://prajna.example");
      expect(location).toBe("/dashboard");
    }
  });

  it("answers 401 'Invalid email or password' and keeps the email", async () => {
    await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    const result = asData(await loginRoute.action(routeArgs(formRequest("/login", { email: "kim@example.org", password: "nope-nope" }))));
    expect(result.init?.status).toBe(401);
    expect(result.data.error[""]).toEqual(["Invalid email or password"]);
    expect(result.data.initialValue.email).toBe("kim@example.org");
  });

  it("answers 429 with Retry-After after too many failures", async () => {
    await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    for (let i = 0; i < 10; i++)
      await loginRoute.action(routeArgs(formRequest("/login", { email: "kim@example.org", password: `no-${i}` })));
    const result = asData(
      await loginRoute.action(routeArgs(formRequest("/login", { email: "kim@example.org", password: "bright-morning-star" }))),
    );
    expect(result.init?.status).toBe(429);
    expect(Number(new Headers(result.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(result.data.error[""][0]).toMatch(/Too many failed sign-in attempts/);
  });

  it("sends a signed-in user to /dashboard instead of showing the form", async () => {
    const user = await createUser();
    const thrown = await loginRoute
      .loader(routeArgs(new Request("http://localhost/login", { headers: { Cookie: user.cookie } })))
      .catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/dashboard");
  });
});

describe("signing out", () => {
  it("ends the session on the server, clears the cookie and leaves a toast", async () => {
    const user = await createUser();
    const res = (await logoutRoute.action(routeArgs(formRequest("/logout", {}, { Cookie: user.cookie })))) as Response;
    expect(res.status).toBe(302);
    const cookies = res.headers.get("Set-Cookie") ?? "";
    expect(cookies).toMatch(/prajna_session=;/);
    expect(cookies).toMatch(/toast-session=/);
    const db = await database();
    expect(await db.selectFrom("sessions").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
  });
});

describe("the JSON auth routes", () => {
  it("register, read /auth/me with the bearer token, then log out and lose access", async () => {
    const reg = await apiRegister.action(
      routeArgs(jsonRequest("/auth/register", { name: "Ana", email: "ana@example.org", password: "still-water-moon" })),
    );
    expect(reg.status).toBe(201);
    const { token, user } = await reg.json();
    expect(user).toEqual({ id: expect.any(Number), username: "Ana", name: "Ana", email: "ana@example.org" });

    const auth = { Authorization: `Bearer ${token}` };
    const me = await apiMe.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth })));
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe("ana@example.org");

    const out = await apiLogout.action(routeArgs(jsonRequest("/auth/logout", {}, auth)));
    expect(out.status).toBe(204);
    const after = await apiMe.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth })));
    expect(after.status).toBe(401);
    expect((await after.json()).error).toMatch(/expired or was revoked/);
  });

  it("answer 400 naming the field, 415 for a body that is not JSON, 202 'check your email' for a taken email", async () => {
    const bad = await apiRegister.action(
      routeArgs(jsonRequest("/auth/register", { name: "Ana", email: "nope", password: "still-water-moon" })),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "email" });

    const text = await apiLogin.action(
      routeArgs(new Request("http://localhost/auth/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" })),
    );
    expect(text.status).toBe(415);

    await createUser({ email: "taken@example.org" });
    clearOutbox();
    const taken = await apiRegister.action(
      routeArgs(jsonRequest("/auth/register", { name: "B", email: "taken@example.org", password: "still-water-moon" })),
    );
    expect(taken.status).toBe(202);
    const body = await taken.json();
    expect(body).toEqual({ message: expect.stringMatching(/Check your email/) });
    expect(JSON.stringify(body)).not.toMatch(/already|exists|taken/i);
    expect((await outbox()).filter((m) => m.to.includes("taken@example.org"))).toHaveLength(1);
  });

  it("answer 401 for bad credentials and 200 with a fresh token for good ones", async () => {
    const user = await createUser({ email: "kim@example.org", password: "bright-morning-star" });
    expect((await apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: "kim@example.org", password: "x" })))).status).toBe(401);
    const ok = await apiLogin.action(routeArgs(jsonRequest("/auth/login", { email: "KIM@example.org", password: "bright-morning-star" })));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.token).not.toBe(user.token);
    expect(body.user.id).toBe(user.id);
  });
});
