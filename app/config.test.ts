import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminEmails,
  bcryptCost,
  checkSecretsFromEnvironment,
  databaseFile,
  databasePoolMax,
  mailFrom,
  postgresUrl,
  publicUrl,
  secret,
} from "~/config.server";
import { startServer } from "~/startup.server";

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

  it("refuses a secret file holding a guessable value rather than using it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-secret-"));
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      fs.writeFileSync(path.join(dir, ".session-secret"), "a".repeat(40));
      expect(() => secret("SESSION_SECRET")).toThrow(/no usable secret/);
    } finally {
      if (before === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = before;
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
    process.env.SESSION_SECRET = "from-the-environment-and-long-enough-to-sign";
    try {
      expect(secret("SESSION_SECRET")).toBe("from-the-environment-and-long-enough-to-sign");
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

  it("chooses PostgreSQL for postgres:// and postgresql:// URLs only, with a pool of DATABASE_POOL_MAX (10 unless set)", () => {
    const [url, pool] = [process.env.DATABASE_URL, process.env.DATABASE_POOL_MAX];
    try {
      process.env.DATABASE_URL = "postgres://app:secret@db.internal:5432/prajna";
      expect(postgresUrl()).toBe("postgres://app:secret@db.internal:5432/prajna");
      process.env.DATABASE_URL = "postgresql://db.internal/prajna";
      expect(postgresUrl()).toBe("postgresql://db.internal/prajna");
      for (const other of ["file:/tmp/x.db", "/tmp/x.db", ":memory:", ""]) {
        process.env.DATABASE_URL = other;
        expect(postgresUrl(), other).toBeNull();
      }
      delete process.env.DATABASE_POOL_MAX;
      expect(databasePoolMax()).toBe(10);
      process.env.DATABASE_POOL_MAX = "25";
      expect(databasePoolMax()).toBe(25);
      // A pool of none is a mistake, told at start rather than quietly replaced by the default.
      process.env.DATABASE_POOL_MAX = "0";
      expect(() => databasePoolMax()).toThrow('DATABASE_POOL_MAX must be a whole number, 1 or more (got "0")');
    } finally {
      process.env.DATABASE_URL = url;
      if (pool === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = pool;
    }
  });

  it("never lets bcrypt run under cost 10 outside tests", () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = "production";
      process.env.BCRYPT_COST = "4";
      expect(() => bcryptCost()).toThrow('BCRYPT_COST must be a whole number from 10 to 15 outside tests (got "4")');
      delete process.env.BCRYPT_COST;
      expect(bcryptCost()).toBeGreaterThanOrEqual(10);
    } finally {
      process.env.NODE_ENV = env;
      delete process.env.BCRYPT_COST;
    }
  });

  it("refuses a secret from the environment shorter than 32 bytes, at start and on use, saying what to do", async () => {
    for (const name of ["SESSION_SECRET", "DATA_ENCRYPTION_KEY"] as const) {
      process.env[name] = "a";
      try {
        expect(() => checkSecretsFromEnvironment()).toThrow(new RegExp(`${name} is set but holds only 1 byte; it needs at least 32`));
        expect(() => secret(name)).toThrow(/at least 32/);
        // 31 bytes is still too short; 32 is enough (bytes, not characters: "é" is two).
        process.env[name] = "x".repeat(31);
        expect(() => checkSecretsFromEnvironment()).toThrow(/holds only 31 bytes/);
        process.env[name] = "é".repeat(16);
        expect(() => checkSecretsFromEnvironment()).toThrow(/too predictable/);
        process.env[name] = "Dç7-qé2Zw9xK4mVb1tR8nY3hL6pWsé";
        expect(() => checkSecretsFromEnvironment()).not.toThrow();
      } finally {
        delete process.env[name];
      }
    }
    process.env.SESSION_SECRET = "short";
    try {
      await expect(startServer()).rejects.toThrow("SESSION_SECRET is set but holds only 5 bytes");
    } finally {
      delete process.env.SESSION_SECRET;
    }
  });

  it("gives absolute URLs from PUBLIC_URL, else the configured port on localhost; refuses a PUBLIC_URL that is not one", () => {
    const before = { url: process.env.PUBLIC_URL, port: process.env.PORT };
    try {
      delete process.env.PUBLIC_URL;
      delete process.env.PORT;
      expect(publicUrl()).toBe("http://localhost:3000");
      process.env.PORT = "8080";
      expect(publicUrl()).toBe("http://localhost:8080");
      process.env.PUBLIC_URL = "https://prajna.example.org/";
      expect(publicUrl()).toBe("https://prajna.example.org");
      process.env.PUBLIC_URL = "not a url";
      expect(() => publicUrl()).toThrow(/PUBLIC_URL must be an absolute http:\/\/ or https:\/\/ URL .* \(got "not a url"\)/);
    } finally {
      for (const [k, v] of [
        ["PUBLIC_URL", before.url],
        ["PORT", before.port],
      ] as const) {
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
