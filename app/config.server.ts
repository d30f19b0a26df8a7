import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SECRET_MIN_BYTES, secretWeakness, settings } from "./config/settings.server";

/**
 * Configuration from the environment. Every variable is optional: a fresh clone runs with none of them. Every one is
 * read, checked and documented in one schema (app/config/settings.server.ts, docs/configuration.md); the functions
 * here answer from its settings() and are asked when needed (not at import), so tests can point each case at its own
 * database.
 */

export {
  ConfigError,
  type ConfigProblem,
  followEnvironmentChanges,
  parseSettings,
  resetSettings,
  SECRET_MIN_BYTES,
  secretWeakness,
  type Settings,
  settings,
} from "./config/settings.server";

/** The PostgreSQL connection string when DATABASE_URL names one (postgres:// or postgresql://); null for SQLite. */
export function postgresUrl(): string | null {
  const url = settings().databaseUrl;
  return /^postgres(ql)?:\/\//i.test(url) ? url : null;
}

/** Connections each instance keeps open to PostgreSQL at most (DATABASE_POOL_MAX, default 10). */
export function databasePoolMax(): number {
  return settings().databasePoolMax;
}

/** The SQLite file named by DATABASE_URL (meaningless when postgresUrl() is set). */
export function databaseFile(): string {
  const url = settings().databaseUrl;
  if (url === ":memory:" || url === "file::memory:") return ":memory:";
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return path.resolve(file);
}

/** The folder that holds the database and the generated secrets. */
export function dataDir(): string {
  const configured = settings().dataDir;
  if (configured) return configured;
  if (postgresUrl()) return path.resolve("data");
  const file = databaseFile();
  return file === ":memory:" ? path.resolve("data") : path.dirname(file);
}

type SecretName = "SESSION_SECRET" | "DATA_ENCRYPTION_KEY";
const secretCache = new Map<string, string>();

/**
 * A secret from the environment, or one generated once into the data folder (mode 0600) and reused on every
 * start after. Written with O_EXCL so two processes starting together agree on one value.
 */
export function secret(name: SecretName): string {
  // A secret set too short is refused by settings() itself (a ConfigError saying how to make one).
  const fromEnv = name === "SESSION_SECRET" ? settings().sessionSecret : settings().dataEncryptionKey;
  if (fromEnv) return fromEnv;
  const dir = dataDir();
  const file = path.join(dir, `.${name.toLowerCase().replaceAll("_", "-")}`);
  const cached = secretCache.get(file);
  if (cached) return cached;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written whole to a private temporary file, then linked into place: link fails if another process got there
    // first, and nobody can ever read a half-written secret.
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    fs.writeFileSync(tmp, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const value = fs.readFileSync(file, "utf8").trim();
  if (Buffer.byteLength(value, "utf8") < SECRET_MIN_BYTES || secretWeakness(value) !== null)
    throw new Error(`${file} holds no usable secret (empty, too short or guessable). Delete it to generate a new one, or set ${name}.`);
  secretCache.set(file, value);
  return value;
}

/**
 * Checked once at start, so a malformed variable or a weak secret stops the server before it serves anything: throws
 * a ConfigError naming every malformed variable.
 */
export function checkSecretsFromEnvironment(): void {
  const config = settings();
  for (const name of ["SESSION_SECRET", "DATA_ENCRYPTION_KEY"] as const) {
    const value = name === "SESSION_SECRET" ? config.sessionSecret : config.dataEncryptionKey;
    // A shared PostgreSQL usually means several instances, and a secret generated into one instance's data folder
    // is not the others': their sessions and journeys would not read each other's.
    if (!value && postgresUrl()) {
      console.warn(
        `[config] ${name} is not set: it is generated into ${dataDir()}; every instance on the same database needs the same one`,
      );
    }
  }
}

export function bcryptCost(): number {
  // Costs under 10 are refused outside tests by settings().
  return settings().bcryptCost;
}

/** `npm run dev` (NODE_ENV=development): nothing is kept between requests, so an edit shows on the next reload. */
export function isDevelopment(): boolean {
  return settings().nodeEnv === "development";
}

/** Read the client address from X-Forwarded-For only when the operator says a proxy sets it. */
export function trustProxy(): boolean {
  return settings().trustProxy;
}

export function aiTimeoutMs(): number {
  return settings().aiTimeoutMs;
}

/** PUBLIC_URL when the operator set it (the schema has checked it is an http or https origin), else undefined. */
export function configuredPublicUrl(): URL | undefined {
  const configured = settings().configuredPublicUrl;
  return configured ? new URL(configured) : undefined;
}

/** The address and port `npm start` listens on: HOST (every interface when unset) and PORT (3000). */
export function listenAddress(): { host: string | undefined; port: number } {
  const { host, port } = settings();
  return { host: host ?? undefined, port };
}

/**
 * The site's public address, for absolute links (sitemap, robots, RSS, Open Graph): PUBLIC_URL without a trailing
 * slash, else the configured port on localhost. Never taken from the request's Host header, which a client chooses.
 */
export function publicUrl(): string {
  return settings().publicUrl;
}

/** Where mail goes: an SMTP URL (smtp:// or smtps://, credentials in it), or null to write .eml files to the outbox. */
export function smtpUrl(): string | null {
  return settings().smtpUrl;
}

/** The folder unsent mail is written to when no SMTP server is configured. */
export function outboxDir(): string {
  return path.join(dataDir(), "outbox");
}

/** The sender of every message: MAIL_FROM, else no-reply at the domain of the site's contact address. */
export function mailFrom(): string {
  return settings().mailFrom;
}

/** The operators' addresses (ADMIN_EMAILS, comma-separated), lower-cased. Only a verified account counts as one. */
export function adminEmails(): ReadonlySet<string> {
  return settings().adminEmails;
}

/** How many tokens (estimated as in app/ask/tokens.ts) of a conversation's earlier turns a model is sent. */
export function aiHistoryTokens(): number {
  return settings().aiHistoryTokens;
}

/**
 * The web origins (scheme://host[:port]) whose pages may call the JSON API and /v1 from the browser: CORS_ORIGINS, a
 * comma-separated list; unset or empty, none.
 */
export function corsOrigins(): ReadonlySet<string> {
  return settings().corsOrigins;
}
