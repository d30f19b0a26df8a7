import fs from "node:fs";
import path from "node:path";
import { outboxDir } from "~/config.server";
import { backgroundSettled } from "~/lib/background.server";
import { parseMail, type ReceivedMail } from "./smtp";

/** The messages written to the outbox (no SMTP_URL in unit tests), oldest first, once background sending is done. */
export async function outbox(): Promise<ReceivedMail[]> {
  await backgroundSettled();
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((f) => parseMail(fs.readFileSync(path.join(dir, f), "utf8"))));
}

export function clearOutbox(): void {
  fs.rmSync(outboxDir(), { recursive: true, force: true });
}

/** The first link in a message's text to a path of the site, with its token. */
export function linkIn(mail: ReceivedMail, pathname: string): { url: URL; token: string } {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathname.replace(/[/-]/g, "\\$&")}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get("token")! };
}
