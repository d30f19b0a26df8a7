import { describe, expect, it } from "vitest";
import { PASSWORDS_DO_NOT_MATCH, registerFormSchema } from "./inputs";

const form = (over: Record<string, string> = {}) => ({
  name: " Ana ",
  email: "  Ana@Example.ORG ",
  password: "still-water-moon",
  confirmPassword: "still-water-moon",
  ...over,
});
const messages = (r: ReturnType<typeof registerFormSchema.safeParse>) => (r.success ? [] : r.error.issues.map((i) => i.message));

describe("the registration rules", () => {
  it("trim the name and trim and lower-case the email", () => {
    const r = registerFormSchema.safeParse(form());
    expect(r.success && r.data).toMatchObject({ name: "Ana", email: "ana@example.org" });
  });

  it("say 'Passwords do not match' when the confirmation differs", () => {
    const r = registerFormSchema.safeParse(form({ confirmPassword: "still-water-moor" }));
    expect(messages(r)).toContain(PASSWORDS_DO_NOT_MATCH);
    expect(r.success ? null : r.error.issues[0].path).toEqual(["confirmPassword"]);
  });

  it("count the password in bytes: 8 to 72", () => {
    expect(messages(registerFormSchema.safeParse(form({ password: "seven77", confirmPassword: "seven77" })))[0]).toMatch(/at least 8/);
    const ok72 = "a".repeat(72);
    expect(registerFormSchema.safeParse(form({ password: ok72, confirmPassword: ok72 })).success).toBe(true);
    const long73 = "a".repeat(73);
    expect(messages(registerFormSchema.safeParse(form({ password: long73, confirmPassword: long73 })))[0]).toMatch(/too long/);
    // 37 two-byte letters are 74 bytes: too long for bcrypt, though only 37 characters.
    const accented = "é".repeat(37);
    expect(messages(registerFormSchema.safeParse(form({ password: accented, confirmPassword: accented })))[0]).toMatch(/too long/);
  });

  it("refuse very common passwords whatever their case", () => {
    expect(messages(registerFormSchema.safeParse(form({ password: "Password123", confirmPassword: "Password123" })))[0]).toMatch(/common/);
  });

  it("want a real email address", () => {
    expect(messages(registerFormSchema.safeParse(form({ email: "not-an-email" })))[0]).toMatch(/valid email/);
  });
});
