import { publicUrl } from "~/config.server";
import { SITE } from "~/site";
import type { OutgoingMail } from "./mailer.server";

/**
 * Every email the site writes, each with a plain-text part and an HTML part that say the same. Links are absolute,
 * built on PUBLIC_URL; every message is signed with the site's name and address.
 */

type Message = Omit<OutgoingMail, "to" | "replyTo">;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A link to a path of the site. */
export function siteLink(pathAndQuery: string): string {
  return `${publicUrl()}${pathAndQuery}`;
}

/** A paragraph of the message; `link` is shown as a button in HTML and on a line of its own in text. */
type Block = { p: string } | { link: string; label: string } | { quote: string };

const BUTTON = "display:inline-block;padding:10px 18px;border-radius:999px;background:#2b2f6b;color:#ffffff;text-decoration:none";
const SMALL = "font-size:13px;color:#555";
const QUOTE = "margin:0;padding-left:12px;border-left:3px solid #ccc;color:#444";
const lines = (s: string) => escapeHtml(s).replace(/\n/g, "<br>");
const anchor = (href: string, text: string, style = "") =>
  `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ""}>${escapeHtml(text)}</a>`;

function htmlBlock(b: Block): string {
  if ("p" in b) return `<p>${lines(b.p)}</p>`;
  if ("quote" in b) return `<blockquote style="${QUOTE}">${lines(b.quote)}</blockquote>`;
  const fallback = `If the button does not work, copy this address into your browser: ${escapeHtml(b.link)}`;
  return `<p>${anchor(b.link, b.label, BUTTON)}</p>\n<p style="${SMALL}">${fallback}</p>`;
}

function compose(subject: string, greeting: string, blocks: Block[]): Message {
  const home = publicUrl();
  const signature = `${SITE.name}, ${SITE.tagline.toLowerCase()}\n${home}`;
  const text = [
    greeting,
    ...blocks.map((b) =>
      "p" in b
        ? b.p
        : "link" in b
          ? `${b.label}:\n${b.link}`
          : b.quote
              .split("\n")
              .map((l) => `> ${l}`)
              .join("\n"),
    ),
    `-- \n${signature}`,
  ].join("\n\n");
  const body = blocks.map(htmlBlock).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;line-height:1.5;color:#1f2233;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(greeting)}</p>
${body}
<hr style="border:none;border-top:1px solid #ddd;margin-top:24px">
<p style="${SMALL}">${escapeHtml(SITE.name)}, ${escapeHtml(SITE.tagline.toLowerCase())}<br>${anchor(home, home)}</p>
</body></html>
`;
  return { subject, text, html };
}

const hello = (name: string) => `Hello ${name},`;

export function verifyEmailMessage(name: string, link: string): Message {
  return compose(`Confirm your email address for ${SITE.name}`, hello(name), [
    { p: `Please confirm that this is your address, so that ${SITE.name} can reach you if you ever need to reset your password.` },
    { link, label: "Confirm my email address" },
    { p: "The link works for 7 days. Your account works fully in the meantime." },
    { p: "If you did not create an account, you can ignore this message." },
  ]);
}

export function passwordResetMessage(name: string, link: string): Message {
  return compose(`Reset your ${SITE.name} password`, hello(name), [
    { p: `Someone, hopefully you, asked to reset the password of your ${SITE.name} account.` },
    { link, label: "Choose a new password" },
    { p: "The link works once, for 30 minutes. If you did not ask, ignore this message: your password stays as it is." },
  ]);
}

export function passwordChangedMessage(name: string): Message {
  return compose(`Your ${SITE.name} password was changed`, hello(name), [
    { p: `The password of your ${SITE.name} account was just changed, and every other device was signed out.` },
    { p: "If that was you, there is nothing more to do. If it was not, choose a new password now:" },
    { link: siteLink("/forgot-password"), label: "Reset my password" },
  ]);
}

export function emailChangeConfirmMessage(name: string, newEmail: string, link: string): Message {
  return compose(`Confirm your new email address for ${SITE.name}`, hello(name), [
    { p: `You asked to sign in to ${SITE.name} with ${newEmail} from now on. The change takes effect when you confirm it here.` },
    { link, label: "Confirm my new address" },
    { p: "The link works for 24 hours. If you did not ask for this, ignore this message: nothing changes." },
  ]);
}

/** To the owner of an address someone tried to sign up with: the sign-up page said only "check your email". */
export function signUpAttemptMessage(name: string): Message {
  return compose(`Someone tried to create an account with your address on ${SITE.name}`, hello(name), [
    {
      p: `Someone, perhaps you, just tried to create a new ${SITE.name} account with this address. It already has an account, so no new one was made and nothing was changed.`,
    },
    { p: "If it was you, sign in instead. If you have forgotten your password, choose a new one here:" },
    { link: siteLink("/forgot-password"), label: "Reset my password" },
    { p: "If it was not you, there is nothing to do: your account and its password are as they were." },
  ]);
}

/** To an address another account asked to move to, when this address already has an account of its own. */
export function emailChangeTakenMessage(name: string, address: string): Message {
  return compose(`Another ${SITE.name} account asked to use ${address}, which already has an account`, hello(name), [
    { p: `Someone signed in to another ${SITE.name} account asked to sign in to it with ${address} from now on.` },
    {
      p: "This address already has an account of its own, so the request cannot be followed. Nothing was changed: your account and its password are as they were.",
    },
    { p: "If you asked for this yourself, sign in with this address instead, or choose another address for the other account." },
  ]);
}

export function emailChangeRequestedMessage(name: string, newEmail: string): Message {
  return compose(`A new email address was requested for your ${SITE.name} account`, hello(name), [
    { p: `Someone signed in to your ${SITE.name} account asked to change its email address to ${newEmail}.` },
    { p: "Nothing changes until the link sent to that address is followed." },
    { p: "If this was not you, reset your password now: that also cancels the change." },
    { link: siteLink("/forgot-password"), label: "Reset my password" },
  ]);
}

export function emailChangedMessage(name: string, newEmail: string): Message {
  return compose(`Your ${SITE.name} email address was changed`, hello(name), [
    { p: `Your ${SITE.name} account now signs in with ${newEmail}; this address is no longer used for it.` },
    { p: `If this was not you, write to us at ${SITE.contact.email} at once.` },
  ]);
}

export function operatorReplyMessage(name: string, subject: string, reply: string, original: string): Message {
  return compose(`Re: ${subject}`, hello(name), [{ p: reply }, { p: `You wrote to ${SITE.name}:` }, { quote: original }]);
}
