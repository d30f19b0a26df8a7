import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in this process, on 127.0.0.1, that accepts every message and keeps it: in memory, and, when
 * given a folder, as one .eml file per message (how the Playwright specs, in other processes, read what arrived).
 */

export interface ReceivedMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The first message (oldest first) that matches, once it has arrived. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function parseMail(raw: string, envelopeTo?: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const stored = parsed.headers.get("x-envelope-to");
  const headerTo =
    typeof stored === "string"
      ? stored.split(",").map((a) => a.trim())
      : [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ""));
  return {
    to: (envelopeTo ?? headerTo).map((a) => a.toLowerCase()),
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    raw,
  };
}

export async function startTestSmtp(options: { port?: number; dir?: string } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let n = 0;
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        if (options.dir) {
          // Written whole, then renamed, so a reader never sees half a message.
          const name = `${Date.now()}-${process.pid}-${++n}`;
          const tmp = path.join(options.dir, `${name}.tmp`);
          fs.writeFileSync(tmp, `X-Envelope-To: ${to.join(", ")}\r\n${raw}`);
          fs.renameSync(tmp, path.join(options.dir, `${name}.eml`));
        }
        parseMail(raw, to).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as import("node:net").AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMail(match, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail arrived in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
