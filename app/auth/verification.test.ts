import { beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "~/db/db.server";
import { createUser } from "~test/fixtures";
import { clearOutbox, linkIn, outbox } from "~test/outbox";
import { changePassword } from "./account-settings.server";
import { login } from "./credentials.server";
import {
  accountState,
  confirmEmail,
  requestEmailChange,
  resendVerification,
  sendVerificationAfterSignUp,
  VERIFICATION_EMAILS,
} from "./verification.server";

beforeEach(() => {
  clearOutbox();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const request = () => new Request("http://localhost/login", { method: "POST" });

async function mailTo(email: string, subject: RegExp) {
  const mail = (await outbox()).filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1);
  if (!mail) throw new Error(`no mail to ${email} matching ${subject}`);
  return mail;
}

describe("confirming the address after sign-up", () => {
  it("sends a 7-day link; following it confirms the address; the account worked fully before", async () => {
    const user = await createUser({ name: "Mei" });
    sendVerificationAfterSignUp(user);
    expect(await accountState(user.id)).toEqual({ email: user.email, verified: false, pendingEmail: null });
    expect((await login({ email: user.email, password: user.password }, request())).ok).toBe(true);
    const { token } = linkIn(await mailTo(user.email, /Confirm your email address/), "/verify-email");
    const db = await database();
    const row = await db.selectFrom("account_tokens").selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await confirmEmail(token)).toEqual({ ok: true, purpose: "verify", userId: user.id, email: user.email });
    expect((await accountState(user.id)).verified).toBe(true);
    expect(await confirmEmail(token)).toEqual({ ok: false, reason: "used" });
  });

  it("refuses an expired or altered link", async () => {
    const user = await createUser();
    sendVerificationAfterSignUp(user);
    const { token } = linkIn(await mailTo(user.email, /Confirm/), "/verify-email");
    expect(await confirmEmail(token.replace(/.$/, (c) => (c === "x" ? "y" : "x")))).toEqual({ ok: false, reason: "invalid" });
    expect(await confirmEmail(token, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toEqual({ ok: false, reason: "expired" });
    expect((await accountState(user.id)).verified).toBe(false);
  });

  it("sends a new link on request, within a limit, and not once the address is confirmed", async () => {
    const user = await createUser();
    expect(await resendVerification(user.id)).toEqual({ ok: true, email: user.email });
    const { token } = linkIn(await mailTo(user.email, /Confirm/), "/verify-email");
    for (let i = 1; i < VERIFICATION_EMAILS.max; i++) expect((await resendVerification(user.id)).ok).toBe(true);
    expect(await resendVerification(user.id)).toMatchObject({ ok: false, reason: "throttled" });
    expect((await confirmEmail(token)).ok).toBe(true);
    expect(await resendVerification(user.id)).toEqual({ ok: false, reason: "already-verified" });
  });
});

describe("changing the address", () => {
  it("needs the current password, links the new address, tells the old one, and changes only when confirmed", async () => {
    const user = await createUser({ name: "Noor" });
    expect(await requestEmailChange(user.id, "not-my-password", "noor@new.example")).toEqual({ ok: false, reason: "wrong-password" });
    expect(await requestEmailChange(user.id, user.password, user.email)).toEqual({ ok: false, reason: "same" });
    expect(await requestEmailChange(user.id, user.password, "noor@new.example")).toEqual({ ok: true, email: "noor@new.example" });
    expect(await accountState(user.id)).toEqual({ email: user.email, verified: false, pendingEmail: "noor@new.example" });

    const notice = await mailTo(user.email, /new email address was requested/);
    expect(notice.text).toContain("noor@new.example");
    const { token } = linkIn(await mailTo("noor@new.example", /Confirm your new email address/), "/verify-email");
    // Until the link is followed, the old address still signs in.
    expect((await login({ email: user.email, password: user.password }, request())).ok).toBe(true);

    expect(await confirmEmail(token)).toEqual({ ok: true, purpose: "email-change", userId: user.id, email: "noor@new.example" });
    expect(await accountState(user.id)).toEqual({ email: "noor@new.example", verified: true, pendingEmail: null });
    expect((await login({ email: "noor@new.example", password: user.password }, request())).ok).toBe(true);
    expect((await login({ email: user.email, password: user.password }, request())).ok).toBe(false);
    const changed = await mailTo(user.email, /email address was changed/);
    expect(changed.text).toContain("noor@new.example");
  });

  it("answers an address another account uses as any other, changes nothing, and tells that address what happened", async () => {
    const user = await createUser({ name: "Noor" });
    const other = await createUser({ name: "Ravi" });
    expect(await requestEmailChange(user.id, user.password, other.email)).toEqual({ ok: true, email: other.email });
    // What the asker sees afterwards is what a free address gives: a change waiting for its link.
    expect(await accountState(user.id)).toEqual({ email: user.email, verified: false, pendingEmail: other.email });
    const told = await mailTo(other.email, /already has an account/);
    expect(told.text).toContain("Nothing was changed");
    expect(told.text).not.toMatch(/verify-email\?token=/);
    expect((await mailTo(user.email, /new email address was requested/)).text).toContain(other.email);
    expect((await accountState(user.id)).email).toBe(user.email);
    expect((await accountState(other.id)).email).toBe(other.email);
  });

  it("refuses an address taken between the request and the confirmation", async () => {
    const user = await createUser();
    expect((await requestEmailChange(user.id, user.password, "late@new.example")).ok).toBe(true);
    const { token } = linkIn(await mailTo("late@new.example", /Confirm/), "/verify-email");
    await createUser({ email: "late@new.example" });
    expect(await confirmEmail(token)).toEqual({ ok: false, reason: "taken" });
    expect((await accountState(user.id)).email).toBe(user.email);
  });

  it("is cancelled by a new password", async () => {
    const user = await createUser();
    expect((await requestEmailChange(user.id, user.password, "cancel@new.example")).ok).toBe(true);
    const { token } = linkIn(await mailTo("cancel@new.example", /Confirm/), "/verify-email");
    expect((await changePassword(user.id, user.password, "a-brand-new-river", request())).ok).toBe(true);
    expect(await confirmEmail(token)).toEqual({ ok: false, reason: "invalid" });
    expect((await accountState(user.id)).email).toBe(user.email);
  });
});
