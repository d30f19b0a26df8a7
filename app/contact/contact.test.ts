import { afterEach, describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import * as contactRoute from "~/routes/contact";
import { createUser, formRequest } from "~test/fixtures";
import { CONTACT_MESSAGES, sendContactMessage } from "./contact.server";
import { routeArgs } from "~test/route-args";

const { max: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS } = CONTACT_MESSAGES;

const message = { name: "Ana", email: "ana@example.org", subject: "feedback", message: "Thank you for the library." };
const req = () => new Request("http://localhost/contact");

describe("contact messages", () => {
  it("are stored in the database", async () => {
    expect(await sendContactMessage(message, req(), null)).toEqual({ ok: true, stored: true });
    const db = await database();
    expect(await db.selectFrom("contact_messages").select(["name", "email", "subject", "message"]).execute()).toEqual([
      { name: "Ana", email: "ana@example.org", subject: "feedback", message: "Thank you for the library." },
    ]);
  });

  it("are quietly dropped when the honeypot is filled", async () => {
    expect(await sendContactMessage({ ...message, website: "http://spam.example" }, req(), null)).toEqual({ ok: true, stored: false });
    const db = await database();
    expect(await db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it(`are limited to ${CONTACT_LIMIT} per 10 minutes from one client`, async () => {
    const now = Date.now();
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await sendContactMessage(message, req(), null, now + i)).ok).toBe(true);
    const sixth = await sendContactMessage(message, req(), null, now + 10);
    expect(sixth).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await sendContactMessage({ ...message, email: "someone-else@example.org" }, req(), null, now + 11)).toMatchObject({ ok: true });
    expect((await sendContactMessage(message, req(), null, now + CONTACT_WINDOW_MS + 1)).ok).toBe(true);
  });

  describe("behind a trusted proxy", () => {
    afterEach(() => {
      delete process.env.TRUST_PROXY;
    });
    const office = () => new Request("http://localhost/contact", { headers: { "X-Forwarded-For": "203.0.113.90" } });

    it("count a signed-in person by their account: people sharing an address each have the full limit", async () => {
      process.env.TRUST_PROXY = "1";
      const now = Date.now();
      const ana = await createUser();
      const ben = await createUser();
      for (let i = 0; i < CONTACT_LIMIT; i++) expect((await sendContactMessage(message, office(), ana.id, now + i)).ok).toBe(true);
      expect(await sendContactMessage(message, office(), ana.id, now + 10)).toMatchObject({ ok: false, reason: "rate-limited" });
      for (let i = 0; i < CONTACT_LIMIT; i++) expect((await sendContactMessage(message, office(), ben.id, now + 20 + i)).ok).toBe(true);
      // The address's guests were not counted either.
      expect((await sendContactMessage(message, office(), null, now + 30)).ok).toBe(true);
    });

    it("count guests by their address: two guests behind one address share the limit", async () => {
      process.env.TRUST_PROXY = "1";
      const now = Date.now();
      for (let i = 0; i < CONTACT_LIMIT; i++) {
        const email = i % 2 ? "one@example.org" : "two@example.org";
        expect((await sendContactMessage({ ...message, email }, office(), null, now + i)).ok).toBe(true);
      }
      expect(await sendContactMessage({ ...message, email: "three@example.org" }, office(), null, now + 10)).toMatchObject({
        ok: false,
        reason: "rate-limited",
      });
    });
  });
});

describe("the /contact form post", () => {
  it("without JavaScript redirects to the thank-you view", async () => {
    const res = (await contactRoute.action(routeArgs(formRequest("/contact", message)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact?sent=1");
  });

  it("with JavaScript answers in place", async () => {
    expect(await contactRoute.action(routeArgs(formRequest("/contact", { ...message, _js: "1" })))).toEqual({ sent: true });
  });

  it("returns messages tied to the fields and keeps what was typed", async () => {
    const result = (await contactRoute.action(routeArgs(formRequest("/contact", { ...message, email: "nope", message: "  " })))) as any;
    expect(result.init.status).toBe(400);
    expect(result.data.error.email[0]).toMatch(/valid email/);
    expect(result.data.error.message[0]).toMatch(/write your message/);
    expect(result.data.initialValue.name).toBe("Ana");
  });

  it("refuses a subject that is not one of the seven", async () => {
    const result = (await contactRoute.action(routeArgs(formRequest("/contact", { ...message, subject: "sales" })))) as any;
    expect(result.init.status).toBe(400);
    expect(result.data.error.subject).toBeDefined();
  });
});
