import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazyModule } from "~/lib/lazy-module.server";
import { mailFrom, outboxDir, smtpUrl } from "~/config.server";

/**
 * The one way the site sends email. With SMTP_URL set, messages go to that SMTP server; without it (a single
 * machine with nothing configured) each message is written as an .eml file into the outbox folder of the data
 * folder, and the log says where, so links can still be followed by hand.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, saying the same as the text. */
  html: string;
  replyTo?: string;
}

export type Delivery = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (!smtp || smtp.url !== url) {
    smtp?.transport.close();
    // Bounded waits, so a mail server that never answers cannot hold a request (or a background task) for ever.
    smtp = {
      url,
      transport: nodemailer().createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return smtp.transport;
}

/** nodemailer is loaded with the first message, not at the start. */
const nodemailer = lazyModule<typeof import("nodemailer")>("nodemailer");

let writer: Transporter | undefined;
const outboxWriter = () => (writer ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: "windows" }));

function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}

export async function sendMail(mail: OutgoingMail): Promise<Delivery> {
  const message = { from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo };
  const url = smtpUrl();
  if (url) {
    const info = await smtpTransport(url).sendMail(message);
    return { via: "smtp", messageId: info.messageId };
  }
  const built = await outboxWriter().sendMail(message);
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, outboxFileName(new Date()));
  // Messages may carry sign-in links: readable by the server's user only.
  fs.writeFileSync(file, built.message as Buffer, { mode: 0o600, flag: "wx" });
  // Only the subject and where: the message itself (and any link in it) stays in the file.
  console.info(`[mail] SMTP_URL is not set: "${mail.subject}" was written to ${file}`);
  return { via: "outbox", file };
}
