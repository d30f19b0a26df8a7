import { type RawBuilder, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { changePassword, deleteAccount } from "~/auth/account-settings.server";
import { login } from "~/auth/credentials.server";
import { readSession } from "~/auth/session.server";
import { sendContactMessage } from "~/contact/contact.server";
import { database } from "~/db/db.server";
import { saveMeditationSession } from "~/meditation/sessions.server";
import { createUser, seedQuestions } from "~test/fixtures";

describe("the account", () => {
  it("changes the password only with the current one, ending other sessions and renewing this one", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const other = await createUser();
    const req = new Request("http://localhost/account");
    expect(await changePassword(user.id, "wrong-one", "new-river-of-stars", req)).toEqual({ ok: false, reason: "wrong-password" });
    const changed = await changePassword(user.id, "old-quiet-mountain", "new-river-of-stars", req);
    expect(changed.ok).toBe(true);
    const bearer = (t: string) => new Request("http://localhost/", { headers: { Authorization: `Bearer ${t}` } });
    expect((await readSession(bearer(user.token))).user).toBeNull();
    if (changed.ok) expect((await readSession(bearer(changed.token))).user?.id).toBe(user.id);
    expect((await readSession(bearer(other.token))).user?.id).toBe(other.id);
    expect((await login({ email: user.email, password: "new-river-of-stars" }, req)).ok).toBe(true);
    expect((await login({ email: user.email, password: "old-quiet-mountain" }, req)).ok).toBe(false);
  });

  it("limits guesses at the current password, as sign-in does", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const req = new Request("http://localhost/account");
    for (let i = 0; i < 10; i++)
      expect(await changePassword(user.id, `guess-${i}`, "new-river-of-stars", req)).toEqual({ ok: false, reason: "wrong-password" });
    expect(await changePassword(user.id, "old-quiet-mountain", "new-river-of-stars", req)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    // The password did not change.
    expect((await login({ email: user.email, password: "old-quiet-mountain" }, req)).ok).toBe(true);
  });

  it("deletes the account leaving no row of that person in any table", async () => {
    const user = await createUser();
    const keep = await createUser();
    await seedQuestions(user.id, 3);
    await seedQuestions(keep.id, 1);
    await saveMeditationSession({ userId: user.id, minutes: 5, focus: "concentration", experience: "beginner" });
    await sendContactMessage(
      { name: "Gone", email: user.email, subject: "feedback", message: "Thanks" },
      new Request("http://localhost/"),
      user.id,
    );
    await login({ email: user.email, password: "wrong-wrong" }, new Request("http://localhost/"));
    await deleteAccount(user.id);

    // Every table of the schema, on either engine: none may still hold a row about the deleted account.
    const db = await database();
    const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_"));
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["users", "sessions", "questions", "meditation_sessions", "contact_messages", "rate_limit_hits"]),
    );
    const rowsWhere = async (table: string, where: RawBuilder<unknown>) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db);
      return Number(rows[0].n);
    };
    for (const table of tables) {
      const columns = table.columns.map((c) => c.name);
      if (columns.includes("user_id")) expect(await rowsWhere(table.name, sql`user_id = ${user.id}`), table.name).toBe(0);
      if (columns.includes("email")) expect(await rowsWhere(table.name, sql`email = ${user.email}`), table.name).toBe(0);
      if (columns.includes("key")) expect(await rowsWhere(table.name, sql`key like ${`%${user.email}%`}`), table.name).toBe(0);
    }
    expect(await rowsWhere("users", sql`id = ${user.id}`)).toBe(0);
    expect((await db.selectFrom("questions").select("user_id").execute()).map((r) => r.user_id)).toEqual([keep.id]);
  });

  it("deletes the messages the account wrote, by its id, whatever address they give", async () => {
    const user = await createUser();
    const messages = async () =>
      (await database()).selectFrom("contact_messages").select("message").where("message", "like", "Own note %").execute();
    await sendContactMessage(
      { name: "Own", email: "another-address@example.org", subject: "feedback", message: "Own note 1" },
      new Request("http://localhost/"),
      user.id,
    );
    expect(await messages()).toHaveLength(1);
    await deleteAccount(user.id);
    expect(await messages()).toEqual([]);
  });

  it("never deletes someone else's messages by their address: an account made with it and deleted leaves them", async () => {
    const victim = `hollis.verane-${Date.now()}@example.org`;
    // Written as a guest (no account), with the victim's own address.
    await sendContactMessage(
      { name: "Hollis", email: victim, subject: "feedback", message: "Hollis's own question, to be answered" },
      new Request("http://localhost/"),
      null,
    );
    // Someone else registers an (unconfirmed) account with that address and deletes it at once.
    const impostor = await createUser({ email: victim });
    await deleteAccount(impostor.id);
    const db = await database();
    const left = await db.selectFrom("contact_messages").select(["message", "user_id"]).where("email", "=", victim).execute();
    expect(left).toEqual([{ message: "Hollis's own question, to be answered", user_id: null }]);
  });
});
