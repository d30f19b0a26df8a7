import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bcryptCost, databaseFile, secret } from "~/config.server";

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
});
