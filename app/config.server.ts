import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SITE } from "./site";

/**
 * Configuration from the environment. Every variable is optional: a fresh clone runs with none of them.
 * Values are read when asked for (not at import), so tests can point each case at its own database.
 */

/** The PostgreSQL connection string when DATABASE_URL names one (postgres:// or postgresql://); null for SQLite. */
export function postgresUrl(): string | null {
  const url = process.env.DATABASE_URL?.trim() ?? "";
  return /^postgres(ql)?:\/\//i.test(url) ? url : null;
}

/** Connections each instance keeps open to PostgreSQL at most (DATABASE_POOL_MAX, default 10). */
export function databasePoolMax(): number {
  const n = Number(process.env.DATABASE_POOL_MAX);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}

/** The SQLite file named by DATABASE_URL (meaningless when postgresUrl() is set). */
export function databaseFile(): string {
  const url = process.env.DATABASE_URL?.trim() || "file:./data/prajna.db";
  if (url === ":memory:" || url === "file::memory:") return ":memory:";
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return path.resolve(file);
}

/** The folder that holds the database and the generated secrets. */
export function dataDir(): string {
  if (process.env.DATA_DIR) return path.resolve(process.env.DATA_DIR);
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
  const fromEnv = process.env[name]?.trim();
  if (fromEnv) {
    assertLongEnough(name, fromEnv);
    return fromEnv;
  }
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
  if (value.length < 32)
    throw new Error(`${file} holds no usable secret (empty or too short). Delete it to generate a new one, or set ${name}.`);
  secretCache.set(file, value);
  return value;
}

/** A secret shorter than this many bytes is guessable offline from one signed cookie: it is refused. */
export const SECRET_MIN_BYTES = 32;

function assertLongEnough(name: SecretName, value: string): void {
  const bytes = Buffer.byteLength(value, "utf8");
  if (bytes < SECRET_MIN_BYTES) {
    throw new Error(
      `${name} is set but holds only ${bytes} byte${bytes === 1 ? "" : "s"}; it needs at least ${SECRET_MIN_BYTES}. ` +
        `Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))", ` +
        `or unset ${name} to have one generated into the data folder.`,
    );
  }
}

/** Checked once at start, so a weak secret stops the server before it serves anything. */
export function checkSecretsFromEnvironment(): void {
  for (const name of ["SESSION_SECRET", "DATA_ENCRYPTION_KEY"] as const) {
    const value = process.env[name]?.trim();
    if (value) assertLongEnough(name, value);
    // A shared PostgreSQL usually means several instances, and a secret generated into one instance's data folder
    // is not the others': their sessions and journeys would not read each other's.
    else if (postgresUrl()) {
      console.warn(
        `[config] ${name} is not set: it is generated into ${dataDir()}; every instance on the same database needs the same one`,
      );
    }
  }
}

export function bcryptCost(): number {
  const fromEnv = Number(process.env.BCRYPT_COST);
  if (Number.isInteger(fromEnv) && fromEnv >= 4 && fromEnv <= 15) {
    // Costs under 10 are for tests only.
    if (fromEnv >= 10 || process.env.NODE_ENV === "test") return fromEnv;
  }
  return process.env.NODE_ENV === "test" ? 4 : 11;
}

/** `npm run dev` (NODE_ENV=development): nothing is kept between requests, so an edit shows on the next reload. */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}

/** Read the client address from X-Forwarded-For only when the operator says a proxy sets it. */
export function trustProxy(): boolean {
  return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");
}

export function aiTimeoutMs(): number {
  const n = Number(process.env.AI_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 30_000;
}

/** The port the server listens on, as @react-router/serve reads it. */
function port(): number {
  const n = Number(process.env.PORT);
  return Number.isInteger(n) && n > 0 ? n : 3000;
}

/** PUBLIC_URL when the operator set a usable one (http or https), else undefined. */
export function configuredPublicUrl(): URL | undefined {
  const configured = process.env.PUBLIC_URL?.trim();
  if (!configured) return undefined;
  try {
    const url = new URL(configured);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The address and port `npm start` listens on: HOST (every interface when unset) and PORT (3000). */
export function listenAddress(): { host: string | undefined; port: number } {
  return { host: process.env.HOST?.trim() || undefined, port: port() };
}

/**
 * The site's public address, for absolute links (sitemap, robots, RSS, Open Graph): PUBLIC_URL without a trailing
 * slash, else the configured port on localhost. Never taken from the request's Host header, which a client chooses.
 */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "http:" || url.protocol === "https:") return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
    } catch {
      // an unusable PUBLIC_URL falls back to localhost below
    }
  }
  return `http://localhost:${port()}`;
}

/** A whole number from the environment, or the default when unset or not a whole number >= `min`. */
export function intSetting(name: string, fallback: number, min = 0): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

/** Where mail goes: an SMTP URL (smtp:// or smtps://, credentials in it), or null to write .eml files to the outbox. */
export function smtpUrl(): string | null {
  return process.env.SMTP_URL?.trim() || null;
}

/** The folder unsent mail is written to when no SMTP server is configured. */
export function outboxDir(): string {
  return path.join(dataDir(), "outbox");
}

/** The sender of every message: MAIL_FROM, else no-reply at the domain of the site's contact address. */
export function mailFrom(): string {
  const fromEnv = process.env.MAIL_FROM?.trim();
  if (fromEnv) return fromEnv;
  const domain = SITE.contact.email.split("@")[1] || "example.org";
  return `${SITE.name} <no-reply@${domain}>`;
}

/** The operators' addresses (ADMIN_EMAILS, comma-separated), lower-cased. Only a verified account counts as one. */
export function adminEmails(): Set<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** How many tokens (estimated as in app/ask/tokens.ts) of a conversation's earlier turns a model is sent. */
export function aiHistoryTokens(): number {
  const n = Number(process.env.AI_HISTORY_TOKENS);
  return Number.isInteger(n) && n >= 0 ? n : 4_000;
}

/**
 * The web origins (scheme://host[:port]) whose pages may call the JSON API and /v1 from the browser: CORS_ORIGINS, a
 * comma-separated list; unset or empty, none. Written as the browser sends them, without a path or a trailing slash.
 */
export function corsOrigins(): Set<string> {
  const origins = new Set<string>();
  for (const raw of (process.env.CORS_ORIGINS ?? "").split(",")) {
    const value = raw.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
    } catch {
      console.warn(`[config] CORS_ORIGINS: "${value}" is not an origin such as https://app.example.org; it is ignored`);
    }
  }
  return origins;
}
