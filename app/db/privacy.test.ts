import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { deleteMessage } from "~/admin/inbox.server";
import { deleteAccount } from "~/auth/account-settings.server";
import { databaseFile } from "~/config.server";
import { sendContactMessage } from "~/contact/contact.server";
import { database, sqliteHandleForTests } from "~/db/db.server";
import { createUser } from "~test/fixtures";

// SQLite-only: the file's modes and bytes. The PostgreSQL Vitest project leaves this file out (vitest.pg.config.ts).
const bytesOf = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));

describe("the database files", () => {
  it("are readable by their owner only: the database, its -wal and its -shm", async () => {
    await createUser();
    const file = databaseFile();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      expect(fs.existsSync(f), f).toBe(true);
      expect((fs.statSync(f).mode & 0o777).toString(8), f).toBe("600");
    }
  });

  it("tightens a database an older version left readable by others", async () => {
    const file = databaseFile();
    fs.writeFileSync(file, "");
    fs.chmodSync(file, 0o644);
    await database();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("keeps secure_delete on", async () => {
    const sqlite = await sqliteHandleForTests();
    expect(sqlite!.pragma("secure_delete", { simple: true })).toBe(1);
  });
});

describe("deleted data leaves no readable bytes", () => {
  it("an account and its contact message are gone from the .db and the -wal, byte for byte", async () => {
    const name = "Quillon Marrowbright";
    const email = "quillon.marrowbright@example.org";
    const message = "Zephyrine lantern pomegranate: a private note only I should ever read.";
    const user = await createUser({ name, email });
    const request = new Request("http://localhost/contact", { headers: { "user-agent": "Zanzibar-Agent/9.9" } });
    const sent = await sendContactMessage({ name, email, subject: "general", message, website: "" }, request, user.id);
    expect(sent).toEqual({ ok: true, stored: true });

    const file = databaseFile();
    const all = () => Buffer.concat([bytesOf(file), bytesOf(`${file}-wal`)]);
    // The texts really are in the files before deletion (so the test could fail).
    expect(all().includes(Buffer.from(message))).toBe(true);
    expect(all().includes(Buffer.from(email))).toBe(true);

    await deleteAccount(user.id);

    const after = all();
    for (const text of [name, email, message, "Zephyrine lantern"]) {
      expect(after.includes(Buffer.from(text)), text).toBe(false);
    }
  });

  it("a contact message an operator deletes is gone from the .db and the -wal at once", async () => {
    const operator = await createUser({ name: "Olu the operator", email: "olu.operator@example.org" });
    const marker = "Marigold-obsidian-7731: a message an operator deletes";
    const sender = "Wrenna Ashcombe-Tillory";
    const request = new Request("http://localhost/contact");
    expect(
      await sendContactMessage(
        { name: sender, email: "wren@example.org", subject: "general", message: marker, website: "" },
        request,
        null,
      ),
    ).toEqual({
      ok: true,
      stored: true,
    });
    const db = await database();
    const { id } = await db.selectFrom("contact_messages").select("id").where("message", "=", marker).executeTakeFirstOrThrow();

    const file = databaseFile();
    const all = () => Buffer.concat([bytesOf(file), bytesOf(`${file}-wal`)]);
    expect(all().includes(Buffer.from(marker))).toBe(true);

    expect(await deleteMessage(operator, id)).toBe(true);

    const after = all();
    // (the rate limit keeps "email:<address>" for its ten minutes, as for every message sent: not the message)
    for (const text of [marker, sender]) expect(after.includes(Buffer.from(text)), text).toBe(false);
  });
});
