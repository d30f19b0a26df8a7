import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminEmails, bcryptCost, databaseFile, mailFrom, publicUrl, secret } from "~/config.server";

describe("configuration", () => {
  it("generates a secret once into the data folder (owner-only) and reuses it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-secret-"));
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      const first = secret("DATA_ENCRYPTION_KEY");
      expect(Buffer.from(first, "base64url")).toHaveLength(32);
      expect(secret("DATA_ENCRYPTION_KEY")).toBe(first);
      const file = path.join(dir, ".data-encryption-key");
      expect(fs.readFileSync(file, "utf8")).toBe(first);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.env.DATA_DIR = before;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an empty or truncated secret file rather than using it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-secret-"));
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      fs.writeFileSync(path.join(dir, ".session-secret"), "");
      expect(() => secret("SESSION_SECRET")).toThrow(/no usable secret/);
    } finally {
      process.env.DATA_DIR = before;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prefers the environment when a secret is set there", () => {
    process.env.SESSION_SECRET = "from-the-environment";
    try {
      expect(secret("SESSION_SECRET")).toBe("from-the-environment");
    } finally {
      delete process.env.SESSION_SECRET;
    }
  });

  it("reads DATABASE_URL as a file: URL, defaulting to ./data/prajna.db", () => {
    const before = process.env.DATABASE_URL;
    try {
      delete process.env.DATABASE_URL;
      expect(databaseFile()).toBe(path.resolve("data/prajna.db"));
      process.env.DATABASE_URL = "file:/tmp/x/y.db";
      expect(databaseFile()).toBe("/tmp/x/y.db");
    } finally {
      process.env.DATABASE_URL = before;
    }
  });

  it("never lets bcrypt run under cost 10 outside tests", () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = "production";
      process.env.BCRYPT_COST = "4";
      expect(bcryptCost()).toBeGreaterThanOrEqual(10);
      delete process.env.BCRYPT_COST;
      expect(bcryptCost()).toBeGreaterThanOrEqual(10);
    } finally {
      process.env.NODE_ENV = env;
      delete process.env.BCRYPT_COST;
    }
  });

  it("builds links on PUBLIC_URL without its trailing slash, else on this machine's port", () => {
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT };
    try {
      process.env.PUBLIC_URL = "https://prajna.example/ ";
      expect(publicUrl()).toBe("https://prajna.example");
      delete process.env.PUBLIC_URL;
      process.env.PORT = "8080";
      expect(publicUrl()).toBe("http://localhost:8080");
      delete process.env.PORT;
      expect(publicUrl()).toBe("http://localhost:3000");
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it("sends from MAIL_FROM, else no-reply at the contact address's domain; reads ADMIN_EMAILS lower-cased", () => {
    try {
      delete process.env.MAIL_FROM;
      expect(mailFrom()).toBe("Prajna <no-reply@example.org>");
      process.env.MAIL_FROM = "Site <site@prajna.example>";
      expect(mailFrom()).toBe("Site <site@prajna.example>");
      process.env.ADMIN_EMAILS = " Ops@Example.org,, second@example.org ";
      expect([...adminEmails()]).toEqual(["ops@example.org", "second@example.org"]);
      delete process.env.ADMIN_EMAILS;
      expect(adminEmails().size).toBe(0);
    } finally {
      delete process.env.MAIL_FROM;
      delete process.env.ADMIN_EMAILS;
    }
  });
});
