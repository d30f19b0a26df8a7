import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, parseSettings, settings, type Settings } from "~/config.server";
import { startServer } from "~/startup.server";
import { VARIABLE_NAMES, variableDoc } from "./settings.server";
import { configurationTable, documentedDefaults, withCurrentTable } from "./table.server";

/** The message parseSettings throws for this environment (fails the test when it throws none). */
function problem(env: Record<string, string>): string {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

/** PORT -> port, AI_TIMEOUT_MS -> aiTimeoutMs: the setting a variable becomes. */
const settingName = (variable: string) =>
  variable.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as keyof Settings;

describe("the configuration schema", () => {
  it("gives every default with nothing set, and counts an empty variable as unset", () => {
    for (const env of [{}, Object.fromEntries(VARIABLE_NAMES.map((name) => [name, " "]))]) {
      const s = parseSettings(env);
      expect(s.port).toBe(3000);
      expect(s.host).toBeNull();
      expect(s.nodeEnv).toBe("development");
      expect(s.publicUrl).toBe("http://localhost:3000");
      expect(s.trustProxy).toBe(false);
      expect(s.databaseUrl).toBe("file:./data/prajna.db");
      expect(s.sessionSecret).toBeNull();
      expect(s.bcryptCost).toBe(11);
      expect(s.openaiModel).toBe("gpt-4o-mini");
      expect(s.shutdownDeadlineMs).toBe(10_000);
      expect(s.corsOrigins.size).toBe(0);
      expect(s.adminEmails.size).toBe(0);
      expect(s.mailFrom).toBe("Prajna <no-reply@example.org>");
      expect(s.contentDir).toBe(path.resolve("content"));
      expect(s.passwordHashQueue).toBe(2 * s.passwordHashWorkers);
    }
    expect(parseSettings({ NODE_ENV: "test" }).bcryptCost).toBe(4);
  });

  it("holds the default the table documents for every variable with a literal one", () => {
    const empty = parseSettings({});
    let checked = 0;
    for (const name of VARIABLE_NAMES) {
      const { default: documented } = variableDoc(name);
      const value = empty[settingName(name)];
      if (/^\d+$/.test(documented) || /^`[^`$]+`$/.test(documented)) {
        const literal = documented.replaceAll("`", "");
        // A path default is documented relative to the working folder.
        expect(value === literal || value === Number(literal) || value === path.resolve(literal), name).toBe(true);
        checked++;
      } else if (documented === "unset") {
        expect(value === null || (value instanceof Set && value.size === 0), name).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("reads good values", () => {
    const s = parseSettings({
      PORT: "8080",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PUBLIC_URL: "https://prajna.example.org/",
      TRUST_PROXY: "yes",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/prajna",
      DATABASE_POOL_MAX: "25",
      SESSION_SECRET: "k4Yq9-Tz2wLr7VbN0sXe3HpJ8mUc6GdA1fQo",
      BCRYPT_COST: "12",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: " llama3.2 ",
      AI_TIMEOUT_MS: "1500.5",
      CARE_JUDGE_HOLD_MS: "0",
      CORS_ORIGINS: "https://app.example.org, http://localhost:5173/,,",
      ADMIN_EMAILS: " Ops@Example.org,, second@example.org ",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
      SHUTDOWN_DEADLINE_MS: "0",
      AI_BUDGET_PER_DAY: "0",
      PASSWORD_HASH_WORKERS: "3",
    });
    expect(s).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      nodeEnv: "production",
      publicUrl: "https://prajna.example.org",
      trustProxy: true,
      databasePoolMax: 25,
      sessionSecret: "k4Yq9-Tz2wLr7VbN0sXe3HpJ8mUc6GdA1fQo",
      bcryptCost: 12,
      openaiModel: "llama3.2",
      aiTimeoutMs: 1500.5,
      careJudgeHoldMs: 0,
      shutdownDeadlineMs: 0,
      aiBudgetPerDay: 0,
      passwordHashWorkers: 3,
      passwordHashQueue: 6,
    });
    expect([...s.corsOrigins]).toEqual(["https://app.example.org", "http://localhost:5173"]);
    expect([...s.adminEmails]).toEqual(["ops@example.org", "second@example.org"]);
    expect(parseSettings({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(parseSettings({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("stops at a malformed PORT, naming it and what it expects", () => {
    expect(problem({ PORT: "abc" })).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
    for (const bad of ["0", "65536", "3000.5", "-1", "80 80"]) expect(problem({ PORT: bad })).toContain(`PORT must be`);
  });

  it("stops at a PUBLIC_URL that is not an absolute http(s) address without a path", () => {
    for (const bad of ["example.com", "ftp://example.com", "https://example.com/prajna", "https://example.com/?a=1", "//example.com"]) {
      expect(problem({ PUBLIC_URL: bad }), bad).toContain(`PUBLIC_URL must be an absolute http:// or https:// URL`);
    }
    expect(problem({ PUBLIC_URL: "example.com" })).toContain('(got "example.com")');
  });

  it("stops at malformed numbers, switches, lists and names", () => {
    const cases: Array<[string, string, string]> = [
      ["SHUTDOWN_DEADLINE_MS", "soon", 'SHUTDOWN_DEADLINE_MS must be a whole number, 0 or more (got "soon")'],
      ["SHUTDOWN_DEADLINE_MS", "-5", "SHUTDOWN_DEADLINE_MS must be"],
      ["AI_TIMEOUT_MS", "0", 'AI_TIMEOUT_MS must be a number of milliseconds greater than 0 (got "0")'],
      ["ASK_RATE_PER_MINUTE", "0", "ASK_RATE_PER_MINUTE must be a whole number, 1 or more"],
      ["PASSWORD_HASH_IDLE_MS", "50", "PASSWORD_HASH_IDLE_MS must be a whole number, 100 or more"],
      ["BCRYPT_COST", "16", "BCRYPT_COST must be a whole number from 4 to 15"],
      ["TRUST_PROXY", "on", 'TRUST_PROXY must be 1, true or yes (on); 0, false or no (off) (got "on")'],
      ["NODE_ENV", "staging", 'NODE_ENV must be one of development, production, test (got "staging")'],
      ["CORS_ORIGINS", "https://ok.example.org, app.example.org", "CORS_ORIGINS must be comma-separated origins"],
      ["CORS_ORIGINS", "https://app.example.org/path", "CORS_ORIGINS must be"],
      ["ADMIN_EMAILS", "ops@example.org, ops", "ADMIN_EMAILS must be comma-separated email addresses"],
      ["OPENAI_BASE_URL", "localhost:11434", "OPENAI_BASE_URL must be an http:// or https:// URL"],
      ["SMTP_URL", "mail.example.org", "SMTP_URL must be an smtp:// or smtps:// URL"],
      ["DATABASE_URL", "mysql://db/prajna", "DATABASE_URL must be a file: URL or a path, or a postgres:// or postgresql:// URL"],
    ];
    for (const [name, value, message] of cases) expect(problem({ [name]: value }), `${name}=${value}`).toContain(message);
  });

  it("never repeats a password-bearing value or a secret in its message", () => {
    expect(problem({ DATABASE_URL: "mysql://app:hunter2@db/prajna" })).not.toContain("hunter2");
    expect(problem({ SMTP_URL: "http://user:hunter2@mail.example.org" })).not.toContain("hunter2");
    const short = problem({ SESSION_SECRET: "hunter2" });
    expect(short).toContain("SESSION_SECRET is set but holds only 7 bytes; it needs at least 32");
    expect(short).not.toContain('"hunter2"');
  });

  it("refuses a secret long enough but low in entropy, saying how to make a good one", () => {
    const weak = [
      "a".repeat(32),
      "ab".repeat(16),
      "passwordpasswordpasswordpassword",
      "0123456789abcdef0123456789abcdef",
      "abcdefghijklmnopqrstuvwxyz012345",
      "xyzzyxyzzyxyzzyxyzzyxyzzyxyzzyxyzzy",
      "Secret!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      "é".repeat(16),
    ];
    for (const name of ["SESSION_SECRET", "DATA_ENCRYPTION_KEY"]) {
      for (const value of weak) {
        const message = problem({ [name]: value });
        expect(message, value).toContain(`${name} is set but is too predictable`);
        expect(message, value).toContain("openssl rand -base64 48");
        expect(message, value).not.toContain(value);
      }
    }
  });

  it("takes a random secret however it was made (hex, base64, base64url) and a long passphrase", () => {
    const good = [
      randomBytes(16).toString("hex"),
      randomBytes(32).toString("hex"),
      randomBytes(32).toString("base64url"),
      randomBytes(48).toString("base64"),
      "from-the-environment-and-long-enough-to-sign",
      "correct-horse-battery-staple-tuned-42!",
    ];
    for (const value of good) {
      expect(parseSettings({ SESSION_SECRET: value }).sessionSecret, value).toBe(value);
      expect(parseSettings({ DATA_ENCRYPTION_KEY: value }).dataEncryptionKey, value).toBe(value);
    }
  });

  it("refuses a bcrypt cost under 10 outside tests", () => {
    expect(problem({ NODE_ENV: "production", BCRYPT_COST: "4" })).toContain(
      "BCRYPT_COST must be a whole number from 10 to 15 outside tests",
    );
    expect(problem({ BCRYPT_COST: "9" })).toContain("BCRYPT_COST");
    expect(parseSettings({ NODE_ENV: "test", BCRYPT_COST: "4" }).bcryptCost).toBe(4);
  });

  it("reports every malformed variable at once, one line each", () => {
    try {
      parseSettings({ PORT: "abc", PUBLIC_URL: "example.com", SHUTDOWN_DEADLINE_MS: "later", TRUST_PROXY: "maybe", HOST: "0.0.0.0" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems, message } = error as ConfigError;
      expect(problems.map((p) => p.variable)).toEqual(["PORT", "PUBLIC_URL", "TRUST_PROXY", "SHUTDOWN_DEADLINE_MS"]);
      expect(message.split("\n")).toHaveLength(5);
      expect(message).toMatch(/^The configuration is not valid/);
    }
  });

  describe("settings() and the start", () => {
    const saved = { PORT: process.env.PORT, PUBLIC_URL: process.env.PUBLIC_URL };
    afterEach(() => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });

    it("sees a change to process.env (tests follow the environment) and throws for a malformed one", () => {
      process.env.PORT = "4000";
      delete process.env.PUBLIC_URL;
      expect(settings().port).toBe(4000);
      expect(settings()).toBe(settings());
      process.env.PORT = "4001";
      expect(settings().publicUrl).toBe("http://localhost:4001");
      process.env.PORT = "abc";
      expect(() => settings()).toThrow(ConfigError);
    });

    it("stops startServer() before anything else is done", async () => {
      process.env.PORT = "abc";
      process.env.PUBLIC_URL = "ftp://example.com";
      const start = startServer();
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(/PORT must be a whole number from 1 to 65535 \(got "abc"\)\n {2}PUBLIC_URL must be/);
    });
  });
});

describe("docs/configuration.md", () => {
  const document = fs.readFileSync(path.resolve("docs/configuration.md"), "utf8");

  it("lists every variable of the schema and no other, each with the schema's default", () => {
    const documented = documentedDefaults(document);
    expect([...documented.keys()].sort(), "variables in the table (npm run config:docs rewrites it)").toEqual([...VARIABLE_NAMES].sort());
    for (const name of VARIABLE_NAMES) {
      expect(documented.get(name), `${name}'s default (npm run config:docs rewrites the table)`).toBe(
        variableDoc(name).default.replaceAll("|", "\\|"),
      );
    }
  });

  it("holds the table npm run config:docs writes", () => {
    expect(document, "run npm run config:docs").toBe(withCurrentTable(document));
    expect(document).toContain(configurationTable());
  });
});
