import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseMail, type ReceivedMail } from "./smtp";

/**
 * Email in the end-to-end tests: the server under test sends to a real SMTP server that Playwright's global setup
 * runs in-process (tests/support/global-setup.ts); it files each message it receives into E2E_MAIL_DIR, where these
 * helpers read them.
 */

async function readAll(): Promise<ReceivedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  // Named <arrival ms>-<pid>-<count>.eml: sorted by arrival, then by count.
  const order = (f: string) =>
    f
      .replace(/\.eml$/, "")
      .split("-")
      .map(Number);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort((a, b) => order(a)[0] - order(b)[0] || order(a)[2] - order(b)[2]);
  return Promise.all(files.map((f) => parseMail(fs.readFileSync(path.join(dir, f), "utf8"))));
}

/** Every message to this address whose subject matches, oldest first (right now: no waiting). */
export async function mailsTo(to: string, subject: RegExp): Promise<ReceivedMail[]> {
  return (await readAll()).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

/** Wait until the `nth` (1 = first) message to this address with a matching subject has arrived, and return it. */
export async function waitForMail(to: string, subject: RegExp, nth = 1): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, subject))[nth - 1];
        return Boolean(found);
      },
      { message: `mail #${nth} to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The absolute link to a path of the site in a message's plain text (the HTML part carries the same one). */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathname.replace(/[/-]/g, "\\$&")}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}":\n${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return match[0];
}

/** Move the clock past a link's life: every unspent link of this account expires now (the database, opened for writing). */
export async function expireLinksOf(email: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "prajna-e2e.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update account_tokens set expires_at = ? where used_at is null and user_id = (select id from users where email = ?)").run(
      new Date(Date.now() - 1000).toISOString(),
      email.toLowerCase(),
    );
  } finally {
    db.close();
  }
}
