import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated, register, signIn, signOut, uniqueEmail } from "~test/e2e";

// With and without JavaScript ("js" and "no-js"): the passkey buttons need JavaScript, so without it they are not
// there and the password forms are the page, as before; renaming and removing a passkey are plain form posts.

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

/** A passkey as the account would have after adding one (the cryptography is another spec's: passkeys.js.spec.ts). */
async function givePasskey(email: string, name: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "prajna-e2e.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `insert into passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
       select id, ?, 'AAAA', 0, 'internal', ?, ? from users where email = ?`,
    ).run(`cred-${Date.now()}-${Math.random().toString(36).slice(2)}`, name, new Date().toISOString(), email.toLowerCase());
  } finally {
    db.close();
  }
}

test("the passkey buttons are there only with JavaScript; the passwords forms work either way", async ({ page }) => {
  const email = uniqueEmail("passkey-ui");
  await register(page, "Nora Nojs", email);
  await page.goto("/account");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Add a passkey" })).toHaveCount(withJs() ? 1 : 0);

  await signOut(page);
  await page.goto("/login");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(withJs() ? 1 : 0);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("rename and remove a passkey with plain forms", async ({ page }) => {
  const email = uniqueEmail("passkey-forms");
  await register(page, "Omar Forms", email);
  await givePasskey(email, "Old phone");
  await page.goto("/account");
  await hydrated(page);
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("heading", { name: "Old phone" })).toBeVisible();

  await list.getByLabel("Name of this passkey").fill("   ");
  await list.getByRole("button", { name: "Save name" }).click();
  await expect(list.getByText("Please give the passkey a name.")).toBeVisible();
  await list.getByLabel("Name of this passkey").fill("Family tablet");
  await list.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("The passkey is now called “Family tablet”.")).toBeVisible();

  await list.getByText("Remove", { exact: true }).click();
  await list.getByRole("button", { name: "Yes, remove this passkey" }).click();
  await expect(page.getByText("The passkey “Family tablet” was removed. Your password still signs you in.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Passkeys" }).getByText("You have no passkeys yet.")).toBeVisible();
});
