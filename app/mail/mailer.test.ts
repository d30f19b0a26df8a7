import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxDir } from "~/config.server";
import { parseMail, startTestSmtp } from "~test/smtp";
import { sendMail } from "./mailer.server";
import { passwordResetMessage, siteLink } from "./messages.server";

const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM, PUBLIC_URL: process.env.PUBLIC_URL };

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  vi.restoreAllMocks();
});

describe("sending email", () => {
  it("delivers over SMTP: from MAIL_FROM, with a text part and an HTML part carrying the same absolute link", async () => {
    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      process.env.MAIL_FROM = "Prajna Test <robot@prajna.example>";
      process.env.PUBLIC_URL = "https://prajna.example/";
      const link = siteLink("/reset-password?token=abc_DEF-123");
      expect(link).toBe("https://prajna.example/reset-password?token=abc_DEF-123");
      const delivery = await sendMail({ to: "asha@example.org", ...passwordResetMessage("Asha", link) });
      expect(delivery.via).toBe("smtp");
      const mail = await smtp.waitForMail((m) => m.to.includes("asha@example.org"));
      expect(mail.from).toBe('"Prajna Test" <robot@prajna.example>');
      expect(mail.subject).toBe("Reset your Prajna password");
      expect(mail.text).toContain("Hello Asha,");
      expect(mail.text).toContain(link);
      expect(mail.text.trim()).toMatch(/\nPrajna, wisdom from masters and mystics\nhttps:\/\/prajna\.example$/);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain("30 minutes");
    } finally {
      await smtp.close();
    }
  });

  it("without SMTP_URL writes an .eml file into the outbox, readable by the owner only, and logs where without the link", async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    const logged: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => void logged.push(line));
    const link = siteLink("/reset-password?token=secret-token-value");
    const delivery = await sendMail({ to: "ravi@example.org", ...passwordResetMessage("Ravi", link) });
    expect(delivery.via).toBe("outbox");
    if (delivery.via !== "outbox") return;
    expect(path.dirname(delivery.file)).toBe(outboxDir());
    expect(delivery.file).toMatch(/\.eml$/);
    expect(fs.statSync(delivery.file).mode & 0o777).toBe(0o600);
    const mail = await parseMail(fs.readFileSync(delivery.file, "utf8"));
    expect(mail.to).toEqual(["ravi@example.org"]);
    expect(mail.from).toBe('"Prajna" <no-reply@example.org>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(delivery.file);
    expect(logged[0]).not.toContain("secret-token-value");
  });

  it("escapes what people wrote in the HTML part", async () => {
    delete process.env.SMTP_URL;
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const delivery = await sendMail({ to: "x@example.org", ...passwordResetMessage("<b>Mallory</b>", siteLink("/")) });
    if (delivery.via !== "outbox") throw new Error("expected the outbox");
    const mail = await parseMail(fs.readFileSync(delivery.file, "utf8"));
    expect(mail.html).toContain("Hello &lt;b&gt;Mallory&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Mallory</b>");
  });
});
