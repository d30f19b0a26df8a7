import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deleteAccount } from "~/auth/account-settings.server";
import { database } from "~/db/db.server";
import * as accountRoute from "~/routes/account";
import * as signInOptions from "~/routes/api/auth.passkey-options";
import * as signInVerify from "~/routes/api/auth.passkey-verify";
import * as registerOptions from "~/routes/api/auth.passkey-register-options";
import * as registerVerify from "~/routes/api/auth.passkey-register-verify";
import * as apiMe from "~/routes/api/auth.me";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { b64url, SoftAuthenticator } from "~test/soft-authenticator";

// The routes are called as React Router calls them, at http://localhost (so the relying party is "localhost"), with a
// software authenticator (tests/support/soft-authenticator.ts) standing in for the browser and its passkey.

async function call(route: { action: (args: any) => Promise<Response> }, path: string, body: unknown, cookie?: string) {
  const res = await route.action(routeArgs(jsonRequest(path, body, cookie ? { Cookie: cookie } : {})));
  return { res, body: (await res.json()) as any };
}

async function signInChallenge(): Promise<string> {
  const { res, body } = await call(signInOptions, "/auth/passkey/options", {});
  expect(res.status).toBe(200);
  return body.options.challenge;
}

/** A signed-in person adds a passkey made by the authenticator. */
async function addPasskey(user: { cookie: string }, authenticator = new SoftAuthenticator()) {
  const { body: options } = await call(registerOptions, "/auth/passkey/register/options", {}, user.cookie);
  const added = await call(
    registerVerify,
    "/auth/passkey/register/verify",
    { response: authenticator.create(options.options.challenge) },
    user.cookie,
  );
  expect(added.res.status).toBe(201);
  return { authenticator, passkey: added.body.passkey };
}

describe("adding a passkey (POST /auth/passkey/register/options and /verify)", () => {
  it("needs a signed-in account", async () => {
    const { res, body } = await call(registerOptions, "/auth/passkey/register/options", {});
    expect(res.status).toBe(401);
    expect(body.error).toMatch(/Sign in/);
  });

  it("offers options for this site and account, then keeps the passkey under the browser's name", async () => {
    const user = await createUser({ name: "Ana" });
    const { res, body } = await call(registerOptions, "/auth/passkey/register/options", {}, user.cookie);
    expect(res.status).toBe(200);
    expect(body.options.rp).toEqual({ name: "Prajna", id: "localhost" });
    expect(body.options.user.name).toBe(user.email);
    expect(body.options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });

    const authenticator = new SoftAuthenticator();
    const request = jsonRequest(
      "/auth/passkey/register/verify",
      { response: authenticator.create(body.options.challenge) },
      { Cookie: user.cookie, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" },
    );
    const added = await registerVerify.action(routeArgs(request));
    expect(added.status).toBe(201);
    expect((await added.json()).passkey).toMatchObject({ name: "Chrome on Linux", lastUsedAt: null });

    const account = await accountRoute.loader(routeArgs(new Request("http://localhost/account", { headers: { Cookie: user.cookie } })));
    expect(account.passkeys.map((p) => p.name)).toEqual(["Chrome on Linux"]);
  });

  it("refuses a challenge given to another account, and a response signed for another site", async () => {
    const ana = await createUser();
    const ben = await createUser();
    const { body } = await call(registerOptions, "/auth/passkey/register/options", {}, ana.cookie);
    const stolen = await call(
      registerVerify,
      "/auth/passkey/register/verify",
      { response: new SoftAuthenticator().create(body.options.challenge) },
      ben.cookie,
    );
    expect(stolen.res.status).toBe(400);
    expect(stolen.body.error).toMatch(/expired or was already used/);

    const { body: fresh } = await call(registerOptions, "/auth/passkey/register/options", {}, ana.cookie);
    const elsewhere = new SoftAuthenticator("evil.example").create(fresh.options.challenge, "https://evil.example");
    const refused = await call(registerVerify, "/auth/passkey/register/verify", { response: elsewhere }, ana.cookie);
    expect(refused.res.status).toBe(400);
    const db = await database();
    expect(await db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });
});

describe("signing in with a passkey (POST /auth/passkey/options and /verify)", () => {
  it("asks for any passkey of this site, with a challenge kept for five minutes", async () => {
    const { res, body } = await call(signInOptions, "/auth/passkey/options", {});
    expect(res.status).toBe(200);
    expect(body.options).toMatchObject({ rpId: "localhost", allowCredentials: [], userVerification: "required" });
    const db = await database();
    const kept = await db
      .selectFrom("passkey_challenges")
      .selectAll()
      .where("challenge", "=", body.options.challenge)
      .executeTakeFirstOrThrow();
    expect(Date.parse(kept.expires_at) - Date.parse(kept.created_at)).toBe(5 * 60 * 1000);
    expect(kept).toMatchObject({ purpose: "sign-in", user_id: null });
  });

  it("starts the same session a password sign-in does, and goes where the person was going", async () => {
    const user = await createUser({ name: "Ana" });
    const { authenticator } = await addPasskey(user);
    const challenge = await signInChallenge();
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", {
      response: authenticator.get(challenge),
      redirectTo: "/history?page=2",
    });
    expect(res.status).toBe(200);
    expect(body).toEqual({ user: expect.objectContaining({ id: user.id, email: user.email }), redirectTo: "/history?page=2" });
    const cookie = res.headers.get("Set-Cookie")!.match(/prajna_session=[^;]+/)![0];
    const me = await apiMe.loader(routeArgs(new Request("http://localhost/auth/me", { headers: { Cookie: cookie } })));
    expect((await me.json()).user.email).toBe(user.email);

    const db = await database();
    const row = await db.selectFrom("passkeys").select(["counter", "last_used_at"]).executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it("never sends anyone off the site", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const { body } = await call(signInVerify, "/auth/passkey/verify", {
      response: authenticator.get(await signInChallenge()),
      redirectTo: "//evil.example/",
    });
    expect(body.redirectTo).toBe("/dashboard");
  });

  it("refuses a challenge the server never gave", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", { response: authenticator.get(b64url(randomBytes(32))) });
    expect(res.status).toBe(400);
    expect(body.error).toMatch(/expired or was already used/);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("accepts a challenge once: a replayed response is refused", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const response = authenticator.get(await signInChallenge());
    expect((await call(signInVerify, "/auth/passkey/verify", { response })).res.status).toBe(200);
    const replay = await call(signInVerify, "/auth/passkey/verify", { response });
    expect(replay.res.status).toBe(400);
    expect(replay.body.error).toMatch(/expired or was already used/);
  });

  it("refuses a challenge older than five minutes", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const challenge = await signInChallenge();
    const db = await database();
    await db
      .updateTable("passkey_challenges")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("challenge", "=", challenge)
      .execute();
    const { res } = await call(signInVerify, "/auth/passkey/verify", { response: authenticator.get(challenge) });
    expect(res.status).toBe(400);
  });

  it("refuses a passkey it does not know, and the challenge is spent all the same", async () => {
    const stranger = new SoftAuthenticator();
    const challenge = await signInChallenge();
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", { response: stranger.get(challenge) });
    expect(res.status).toBe(401);
    expect(body.error).toMatch(/not known here/);
    const db = await database();
    expect(await db.selectFrom("passkey_challenges").selectAll().where("challenge", "=", challenge).execute()).toEqual([]);
  });

  it("refuses a signature that does not verify (another key under a known credential id)", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const impostor = new SoftAuthenticator();
    Object.assign(impostor, { credentialId: authenticator.credentialId });
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", { response: impostor.get(await signInChallenge()) });
    expect(res.status).toBe(401);
    expect(body.error).toMatch(/could not be verified/);
  });

  it("refuses a response made for another origin", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const { res } = await call(signInVerify, "/auth/passkey/verify", {
      response: authenticator.get(await signInChallenge(), "https://evil.example"),
    });
    expect(res.status).toBe(401);
  });

  it("refuses a counter that went backwards (a cloned passkey)", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    expect((await call(signInVerify, "/auth/passkey/verify", { response: authenticator.get(await signInChallenge()) })).res.status).toBe(
      200,
    );
    authenticator.counter = 0;
    const { res } = await call(signInVerify, "/auth/passkey/verify", { response: authenticator.get(await signInChallenge()) });
    expect(res.status).toBe(401);
  });

  it("refuses a disabled account, after the passkey proved itself", async () => {
    const user = await createUser();
    const { authenticator } = await addPasskey(user);
    const db = await database();
    await db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", user.id).execute();
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", { response: authenticator.get(await signInChallenge()) });
    expect(res.status).toBe(403);
    expect(body.error).toMatch(/disabled/);
  });

  it("answers a body that is not a passkey response with 400", async () => {
    const { res, body } = await call(signInVerify, "/auth/passkey/verify", { response: { id: "x" } });
    expect(res.status).toBe(400);
    expect(body.error).toMatch(/Invalid field/);
  });
});

describe("the passkeys section of /account (plain form posts)", () => {
  it("renames a passkey, and says what is wrong with an empty name", async () => {
    const user = await createUser();
    const { passkey } = await addPasskey(user);
    const renamed = (await accountRoute.action(
      routeArgs(
        formRequest("/account", { intent: "passkey-rename", passkeyId: String(passkey.id), name: "  My laptop " }, { Cookie: user.cookie }),
      ),
    )) as Response;
    expect(renamed.status).toBe(302);
    const db = await database();
    expect((await db.selectFrom("passkeys").select("name").executeTakeFirstOrThrow()).name).toBe("My laptop");

    const empty = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "passkey-rename", passkeyId: String(passkey.id), name: "" }, { Cookie: user.cookie })),
    )) as unknown as { data: any; init: ResponseInit };
    expect(empty.init.status).toBe(400);
    expect(empty.data.passkey).toMatchObject({ passkeyId: passkey.id, errors: ["Please give the passkey a name."] });
  });

  it("removes a passkey, never another account's, and the password still signs in", async () => {
    const ana = await createUser();
    const ben = await createUser();
    const { passkey } = await addPasskey(ana);
    const notHers = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "passkey-remove", passkeyId: String(passkey.id) }, { Cookie: ben.cookie })),
    )) as unknown as { init: ResponseInit };
    expect(notHers.init.status).toBe(404);
    const removed = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "passkey-remove", passkeyId: String(passkey.id) }, { Cookie: ana.cookie })),
    )) as Response;
    expect(removed.status).toBe(302);
    const db = await database();
    expect(await db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
    expect((await db.selectFrom("users").select("password_hash").where("id", "=", ana.id).executeTakeFirstOrThrow()).password_hash).toMatch(
      /^\$2/,
    );
  });

  it("goes with the account when it is deleted", async () => {
    const user = await createUser();
    await addPasskey(user);
    await call(registerOptions, "/auth/passkey/register/options", {}, user.cookie);
    await deleteAccount(user.id);
    const db = await database();
    expect(await db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("passkey_challenges").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
  });
});
