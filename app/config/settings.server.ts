import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { SITE } from "~/site";

/**
 * Every environment variable the app reads, in one zod schema: what each expects, its default and what it does.
 * Every variable is optional (a fresh clone runs with none of them), an empty one counts as unset, and a malformed
 * one stops the start with a message naming it (startServer() parses them first). The rest of the app reads the
 * typed values through settings(), never process.env. docs/configuration.md is generated from this file
 * (npm run config:docs) and a test keeps the two the same.
 */

/** What the documentation says about a variable: the table in docs/configuration.md is made of these. */
export interface VariableDoc {
  /** The default as the table shows it. */
  default: string;
  /** What a value must look like; also the error message's "must be ...". */
  expects: string;
  /** What it does. */
  does: string;
}

export const variableDocs = z.registry<VariableDoc>();

/** A small current model; any OpenAI-compatible server's model name can be set with OPENAI_MODEL. */
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** A secret shorter than this many bytes is guessable offline from one signed cookie: it is refused. */
export const SECRET_MIN_BYTES = 32;

interface Spec<T, F> {
  /** The value from a trimmed, non-empty string, or undefined when the string is malformed. */
  read: (text: string) => T | undefined;
  /** The value when the variable is unset or empty. */
  fallback: F;
  expects: string;
  does: string;
  /** The default as the table shows it, when String(fallback) would not say it. */
  default?: string;
  /** Leave the value out of the error message (it may hold a password). */
  hideValue?: boolean;
}

function variable<T, F>(spec: Spec<T, F>) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | F => {
      const text = value?.trim();
      if (!text) return spec.fallback;
      const out = spec.read(text);
      if (out !== undefined) return out;
      ctx.addIssue({ code: "custom", message: `must be ${spec.expects}${spec.hideValue ? "" : ` (got ${JSON.stringify(text)})`}` });
      return z.NEVER;
    })
    .register(variableDocs, {
      default: spec.default ?? (spec.fallback === null ? "unset" : String(spec.fallback)),
      expects: spec.expects,
      does: spec.does,
    });
}

/** Any text: nothing about it can be wrong. */
const text = (text: string) => text;

function wholeNumber(min: number, max?: number): { read: (text: string) => number | undefined; expects: string } {
  return {
    read: (text) => {
      const n = Number(text);
      return Number.isInteger(n) && n >= min && (max === undefined || n <= max) ? n : undefined;
    },
    expects: max === undefined ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`,
  };
}

function milliseconds(allowZero: boolean): { read: (text: string) => number | undefined; expects: string } {
  return {
    read: (text) => {
      const n = Number(text);
      return Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) ? n : undefined;
    },
    expects: allowZero ? "a number of milliseconds, 0 or more" : "a number of milliseconds greater than 0",
  };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const isHttp = (url: URL) => url.protocol === "http:" || url.protocol === "https:";

/** scheme://host[:port] with nothing after it but an optional "/": the origin, without the slash. */
function origin(text: string): string | undefined {
  const url = parseUrl(text);
  if (!url || !isHttp(url) || url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
  if (/[?#]/.test(text)) return undefined;
  return url.origin;
}

/** A comma-separated list; empty entries are skipped, and one bad entry makes the whole value bad. */
function list<T>(read: (entry: string) => T | undefined): (text: string) => T[] | undefined {
  return (text) => {
    const out: T[] = [];
    for (const entry of text.split(",")) {
      const trimmed = entry.trim();
      if (!trimmed) continue;
      const value = read(trimmed);
      if (value === undefined) return undefined;
      out.push(value);
    }
    return out;
  };
}

const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** A secret: unset, one is generated into the data folder; set, it must be long enough. */
/** How to make a secret worth the name; every refusal of one says it. */
export const MAKE_A_SECRET = "Generate one with: openssl rand -base64 48";

/**
 * Why a secret long enough is still guessable, or null when it looks random. A random secret written in hex,
 * base64 or base64url passes every test here (checked over hundreds of thousands of them); what is refused is text a
 * person typed or a pattern: few distinct characters, little entropy per character (Shannon, from the counts of its
 * characters), a long run of one character or of neighbouring ones ("aaaaaaaa", "abcdefghijkl"), or one piece
 * repeated ("passwordpassword...").
 */
export function secretWeakness(text: string): string | null {
  const chars = [...text];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size < 8) return `only ${counts.size} different character${counts.size === 1 ? "" : "s"}`;
  let bits = 0;
  for (const n of counts.values()) bits -= (n / chars.length) * Math.log2(n / chars.length);
  if (bits < 2.5) return `about ${bits.toFixed(1)} bits of entropy per character, under 2.5`;
  let same = 1;
  let steps = 1;
  for (let i = 1; i < chars.length; i++) {
    same = chars[i] === chars[i - 1] ? same + 1 : 1;
    steps = Math.abs(chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!) === 1 ? steps + 1 : 1;
    if (same >= 8) return "a run of one character";
    if (steps >= 12) return "a run of neighbouring characters";
  }
  for (let period = 1; period <= chars.length / 2; period++) {
    if (chars.every((c, i) => i < period || c === chars[i - period])) return "one piece repeated";
  }
  return null;
}

function secretVariable(name: string, does: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): string | null => {
      const text = value?.trim();
      if (!text) return null;
      const bytes = Buffer.byteLength(text, "utf8");
      const orUnset = `or unset ${name} to have one generated into the data folder.`;
      if (bytes < SECRET_MIN_BYTES) {
        ctx.addIssue({
          code: "custom",
          message:
            `is set but holds only ${bytes} byte${bytes === 1 ? "" : "s"}; it needs at least ${SECRET_MIN_BYTES}. ` +
            `${MAKE_A_SECRET} (or: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"), ${orUnset}`,
        });
        return z.NEVER;
      }
      const weakness = secretWeakness(text);
      if (weakness === null) return text;
      ctx.addIssue({
        code: "custom",
        message: `is set but is too predictable (${weakness}); a secret must be random. ${MAKE_A_SECRET}, ${orUnset}`,
      });
      return z.NEVER;
    })
    .register(variableDocs, {
      default: "generated once into the data folder",
      expects: `random text of at least ${SECRET_MIN_BYTES} bytes (\`openssl rand -base64 48\`)`,
      does,
    });
}

const VARIABLES = {
  PORT: variable({
    ...wholeNumber(1, 65535),
    fallback: 3000,
    does: "HTTP port",
  }),
  HOST: variable({
    read: text,
    fallback: null,
    default: "all interfaces",
    expects: "a host name or IP address",
    does: "address to listen on",
  }),
  NODE_ENV: variable({
    read: (text) => NODE_ENVS.find((env) => env === text),
    fallback: "development" as NodeEnv,
    default: "development (`npm start` sets production)",
    expects: `one of ${NODE_ENVS.join(", ")}`,
    does: "production loads the library compiled by the build and never hashes passwords under cost 10; test is set by the test runner",
  }),
  DATABASE_URL: variable({
    read: (text) => {
      if (/^postgres(ql)?:\/\//i.test(text)) return parseUrl(text) ? text : undefined;
      // Any other scheme://... is a mistake (mysql://, say), not a file named so.
      return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? undefined : text;
    },
    fallback: "file:./data/prajna.db",
    default: "`file:./data/prajna.db`",
    expects: "a file: URL or a path, or a postgres:// or postgresql:// URL",
    hideValue: true,
    does:
      "`file:<path>` (or a bare path): a SQLite file, its folder created on first start. `postgres://user:password@host:5432/name` " +
      "(or `postgresql://...`): a PostgreSQL database shared by every instance (see the README's PostgreSQL section)",
  }),
  DATABASE_POOL_MAX: variable({
    ...wholeNumber(1),
    fallback: 10,
    does: "with PostgreSQL, the most connections each instance keeps open",
  }),
  DATABASE_RETRY_MS: variable({
    ...wholeNumber(0),
    fallback: 8_000,
    does: "with PostgreSQL, how long a request waits for the database to come back (a restart, a failover) before it is answered 503 with Retry-After; connections are tried again with backoff meanwhile",
  }),
  DATA_DIR: variable({
    read: (text) => path.resolve(text),
    fallback: null,
    default: "the database's folder",
    expects: "a folder path",
    does: "where generated secrets are kept, and the mail outbox (`outbox/`) when no SMTP server is set",
  }),
  PUBLIC_URL: variable({
    read: origin,
    fallback: null,
    default: "`http://localhost:$PORT`",
    expects: "an absolute http:// or https:// URL with no path, such as https://prajna.example.org",
    does:
      "the site's public address: the absolute links of the sitemap, robots.txt, the RSS feed, Open Graph tags and emails. " +
      "The request's Host header is never used",
  }),
  SESSION_SECRET: secretVariable(
    "SESSION_SECRET",
    "signs the session, device and toast cookies; every instance on one database needs the same one",
  ),
  DATA_ENCRYPTION_KEY: secretVariable(
    "DATA_ENCRYPTION_KEY",
    "encrypts question and answer texts at rest; every instance on one database needs the same one",
  ),
  OPENAI_API_KEY: variable({
    read: text,
    fallback: null,
    expects: "the API key",
    does: "with a key or a base URL set, answers come from that OpenAI-compatible server; otherwise from the built-in library engine",
  }),
  OPENAI_BASE_URL: variable({
    read: (text) => {
      const url = parseUrl(text);
      return url && isHttp(url) ? text : undefined;
    },
    fallback: null,
    default: "unset (OpenAI's API when a key is set)",
    expects: "an http:// or https:// URL",
    hideValue: true,
    does: "the OpenAI-compatible server's API, e.g. `http://127.0.0.1:11434/v1`",
  }),
  OPENAI_MODEL: variable({
    read: text,
    fallback: DEFAULT_OPENAI_MODEL,
    expects: "a model name",
    does: "the model asked",
  }),
  AI_TIMEOUT_MS: variable({
    ...milliseconds(false),
    fallback: 30_000,
    does: "upstream AI timeout",
  }),
  CARE_JUDGE_TIMEOUT_MS: variable({
    ...milliseconds(false),
    fallback: 4000,
    does: "with a model configured, how long its second opinion on crisis risk may take before the answer goes ahead without it",
  }),
  CARE_JUDGE_HOLD_MS: variable({
    ...milliseconds(true),
    fallback: 150,
    does: "how long a streamed answer holds its first words for that second opinion (it is asked at the same time as the answer)",
  }),
  AI_HISTORY_TOKENS: variable({
    ...wholeNumber(0),
    fallback: 4000,
    does: "how many tokens of a conversation's earlier turns a model is sent (the newest that fit; tokens are estimated as characters ÷ 4)",
  }),
  CORS_ORIGINS: variable({
    read: list(origin),
    fallback: [] as string[],
    default: "none",
    expects: "comma-separated origins such as https://app.example.org (scheme, host and port, no path)",
    does: "web origins whose pages may call the JSON API and `/v1` from the browser; credentials only as a bearer token, never the cookie",
  }),
  AI_BUDGET_GUESTS_PER_MINUTE: variable({
    ...wholeNumber(0),
    fallback: 30,
    does: "model calls for all guests together per minute; past it guests get the library's answer (with its one-line note). `0` turns the model off for guests",
  }),
  AI_BUDGET_ACCOUNT_PER_HOUR: variable({
    ...wholeNumber(0),
    fallback: 30,
    does: "model calls per signed-in account per hour (`0`: none)",
  }),
  AI_BUDGET_ADDRESS_PER_HOUR: variable({
    ...wholeNumber(0),
    fallback: 60,
    does: "model calls per guest's client address per hour (only with `TRUST_PROXY`; signed-in people spend their account's budget; `0`: none)",
  }),
  AI_BUDGET_PER_DAY: variable({
    ...wholeNumber(0),
    fallback: 2000,
    does: "model calls for everyone together per 24 hours (`0` turns the model off)",
  }),
  ASK_RATE_PER_MINUTE: variable({
    ...wholeNumber(1),
    fallback: 20,
    does: "answers per client per minute (a signed-in person's account alone; a guest's OpenAI client key and address behind a trusted proxy); past it `429` with `Retry-After`",
  }),
  SIGN_UPS_PER_MINUTE: variable({
    ...wholeNumber(1),
    fallback: 30,
    does: "new accounts per minute, all clients together; past it `429` with `Retry-After`",
  }),
  SIGN_UPS_PER_ADDRESS_PER_HOUR: variable({
    ...wholeNumber(1),
    fallback: 10,
    does: "new accounts per client address per hour (only with `TRUST_PROXY`)",
  }),
  PASSWORD_HASH_WORKERS: variable({
    ...wholeNumber(1),
    fallback: null,
    default: "number of cores",
    does: "password hashes computed at once, each on a low-priority worker thread",
  }),
  PASSWORD_HASH_IDLE_MS: variable({
    ...wholeNumber(100),
    fallback: 30_000,
    does: "a hashing thread with nothing to do for this long stops and gives its memory back; the next sign-in starts one",
  }),
  PASSWORD_HASH_QUEUE: variable({
    ...wholeNumber(0),
    fallback: null,
    default: "twice the workers",
    does: "sign-ins and sign-ups that may wait for a worker; past it `429` with `Retry-After: 1`",
  }),
  TRUST_PROXY: variable({
    read: (text) => (/^(1|true|yes)$/i.test(text) ? true : /^(0|false|no)$/i.test(text) ? false : undefined),
    fallback: false,
    default: "off",
    expects: "1, true or yes (on); 0, false or no (off)",
    does: "set to `1` behind a reverse proxy: the client address is then the rightmost `X-Forwarded-For` entry, the one the proxy appended (for the sign-in and contact limits)",
  }),
  BCRYPT_COST: variable({
    ...wholeNumber(4, 15),
    fallback: null,
    default: "11",
    does: "password hashing cost; under 10 only when NODE_ENV is test (otherwise the start stops)",
  }),
  SMTP_URL: variable({
    read: (text) => {
      const url = parseUrl(text);
      return url && (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname ? text : undefined;
    },
    fallback: null,
    expects: "an smtp:// or smtps:// URL",
    hideValue: true,
    does:
      "where email goes, e.g. `smtps://user:pass@mail.example.org:465` or `smtp://127.0.0.1:25`; unset, each message is written as an " +
      "`.eml` file to `outbox/` in the data folder and the log names the file",
  }),
  MAIL_FROM: variable({
    read: text,
    fallback: null,
    default: "`Prajna <no-reply@…>` at the domain of the contact address in `content/site.json`",
    expects: "an email address, or a name and the address in angle brackets",
    does: "the sender of every email",
  }),
  CONTENT_DIR: variable({
    read: (text) => path.resolve(text),
    fallback: null,
    default: "`content`",
    expects: "a folder path",
    does: "the library's Markdown and `site.json`",
  }),
  LIBRARY_SNAPSHOT: variable({
    read: (text) => path.resolve(text),
    fallback: null,
    default: "`build/library.json` in production, else none",
    expects: "a file path",
    does: "the library compiled by `npm run build`, which a production server loads instead of compiling the Markdown (used only while its hash of `content/` matches; outside production only when set)",
  }),
  ADMIN_EMAILS: variable({
    read: list((entry) => (/^[^\s@]+@[^\s@]+$/.test(entry) ? entry.toLowerCase() : undefined)),
    fallback: [] as string[],
    expects: "comma-separated email addresses",
    does: "the operators who may use `/admin`; an account counts only once its address is confirmed",
  }),
  METRICS_TOKEN: variable({
    read: text,
    fallback: null,
    expects: "a token",
    does:
      "turns on `GET /metrics` (Prometheus text: requests by route pattern and status, latency, model calls and fallbacks, limit hits, " +
      "pool use, process metrics) for requests with `Authorization: Bearer <token>`; unset, `/metrics` is a 404",
  }),
  SHUTDOWN_DEADLINE_MS: variable({
    ...wholeNumber(0),
    fallback: 10_000,
    does: "on SIGTERM or SIGINT, how long requests in flight (streamed answers included) may take to finish before they are cut; the server then closes the database and exits 0",
  }),
  SHUTDOWN_IDLE_GRACE_MS: variable({
    ...wholeNumber(0),
    fallback: 5_000,
    does: "on SIGTERM or SIGINT, how long idle keep-alive connections are left open (a request arriving on one is answered, with `Connection: close`) before they are closed: longer than the proxy's upstream `keepalive_timeout` (4 s in deploy/nginx.conf), so the proxy closes them first and never sends a request on a connection the app is closing",
  }),
  KEEPALIVE_TIMEOUT_MS: variable({
    ...wholeNumber(1_000),
    fallback: 65_000,
    does: "how long the server keeps an idle keep-alive connection open; longer than the proxy's upstream `keepalive_timeout`, so the proxy, not the app, closes an idle connection",
  }),
  BACKUP_DIR: variable({
    read: (text) => path.resolve(text),
    fallback: null,
    default: "`backups/` in the data folder",
    expects: "a folder path",
    does: "where `npm run db:backup` writes its dated copies when no path is given",
  }),
};

/** The names of every variable the app reads, in the order docs/configuration.md lists them. */
export const VARIABLE_NAMES = Object.keys(VARIABLES) as Array<keyof typeof VARIABLES>;

/** The documentation of one variable, from the schema. */
export function variableDoc(name: keyof typeof VARIABLES): VariableDoc {
  const doc = variableDocs.get(VARIABLES[name]);
  if (!doc) throw new Error(`${name} has no documentation in the schema`);
  return doc;
}

type Variables = z.output<z.ZodObject<typeof VARIABLES>>;

function toSettings(env: Variables) {
  const passwordHashWorkers = env.PASSWORD_HASH_WORKERS ?? os.availableParallelism();
  const domain = SITE.contact.email.split("@")[1] || "example.org";
  return {
    port: env.PORT,
    /** The address to listen on; null for all interfaces. */
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    /** The site's public origin without a trailing slash: PUBLIC_URL, else the port on localhost. */
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    /** PUBLIC_URL as the operator set it, or null when unset. */
    configuredPublicUrl: env.PUBLIC_URL ?? null,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseRetryMs: env.DATABASE_RETRY_MS,
    /** DATA_DIR resolved, or null for the database's folder. */
    dataDir: env.DATA_DIR,
    sessionSecret: env.SESSION_SECRET,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    bcryptCost: env.BCRYPT_COST ?? (env.NODE_ENV === "test" ? 4 : 11),
    openaiApiKey: env.OPENAI_API_KEY,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    openaiModel: env.OPENAI_MODEL,
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    aiHistoryTokens: env.AI_HISTORY_TOKENS,
    careJudgeTimeoutMs: env.CARE_JUDGE_TIMEOUT_MS,
    careJudgeHoldMs: env.CARE_JUDGE_HOLD_MS,
    corsOrigins: new Set(env.CORS_ORIGINS) as ReadonlySet<string>,
    aiBudgetGuestsPerMinute: env.AI_BUDGET_GUESTS_PER_MINUTE,
    aiBudgetAccountPerHour: env.AI_BUDGET_ACCOUNT_PER_HOUR,
    aiBudgetAddressPerHour: env.AI_BUDGET_ADDRESS_PER_HOUR,
    aiBudgetPerDay: env.AI_BUDGET_PER_DAY,
    askRatePerMinute: env.ASK_RATE_PER_MINUTE,
    signUpsPerMinute: env.SIGN_UPS_PER_MINUTE,
    signUpsPerAddressPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    passwordHashWorkers,
    passwordHashIdleMs: env.PASSWORD_HASH_IDLE_MS,
    passwordHashQueue: env.PASSWORD_HASH_QUEUE ?? 2 * passwordHashWorkers,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${SITE.name} <no-reply@${domain}>`,
    /** CONTENT_DIR resolved, else ./content. */
    contentDir: env.CONTENT_DIR ?? path.resolve("content"),
    /** LIBRARY_SNAPSHOT resolved, or null when unset (then build/library.json, in production only). */
    librarySnapshot: env.LIBRARY_SNAPSHOT,
    /** ADMIN_EMAILS, lower-cased. */
    adminEmails: new Set(env.ADMIN_EMAILS) as ReadonlySet<string>,
    metricsToken: env.METRICS_TOKEN,
    shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_MS,
    shutdownIdleGraceMs: env.SHUTDOWN_IDLE_GRACE_MS,
    keepaliveTimeoutMs: env.KEEPALIVE_TIMEOUT_MS,
    /** BACKUP_DIR resolved, or null for backups/ in the data folder. */
    backupDir: env.BACKUP_DIR,
  };
}

export type Settings = Readonly<ReturnType<typeof toSettings>>;

/** The one schema: the environment in, typed settings out. */
export const environmentSchema = z
  .object(VARIABLES)
  .superRefine(
    (env, ctx) => {
      // Costs under 10 are for tests only. (Runs even when other variables are bad, so every problem is told at once.)
      if (typeof env.BCRYPT_COST === "number" && env.BCRYPT_COST < 10 && env.NODE_ENV !== "test") {
        ctx.addIssue({
          code: "custom",
          path: ["BCRYPT_COST"],
          message: `must be a whole number from 10 to 15 outside tests (got "${env.BCRYPT_COST}")`,
        });
      }
    },
    { when: () => true },
  )
  .transform(toSettings);

export interface ConfigProblem {
  variable: string;
  /** A sentence naming the variable, what it expects and the value found, e.g. PORT must be ... (got "abc"). */
  message: string;
}

/** One or more environment variables are malformed; `problems` lists every one of them. */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];

  constructor(problems: ConfigProblem[]) {
    super(`The configuration is not valid (see docs/configuration.md):\n${problems.map((p) => `  ${p.message}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

type Environment = Record<string, string | undefined>;

/** The settings from an environment (process.env unless given), or a ConfigError listing every malformed variable. */
export function parseSettings(env: Environment = process.env): Settings {
  const input: Environment = {};
  for (const name of VARIABLE_NAMES) input[name] = env[name];
  const result = environmentSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    return { variable: name, message: `${name} ${issue.message}` };
  });
  throw new ConfigError(problems);
}

let cached: { key: string | null; value: Settings } | undefined;
let follow = false;

/** Every variable's value, as one string: a change to any of them changes it. */
function environmentKey(): string {
  let key = "";
  for (const name of VARIABLE_NAMES) key += `${process.env[name] ?? "\u0000"}\u0001`;
  return key;
}

/**
 * The settings from process.env, parsed once and kept (startServer() parses them first, so a malformed variable
 * stops the start). Throws a ConfigError when a variable is malformed.
 */
export function settings(): Settings {
  const key = follow ? environmentKey() : null;
  if (cached && cached.key === key) return cached.value;
  const value = parseSettings(process.env);
  cached = { key, value };
  return value;
}

/** Forget the kept settings: the next settings() reads process.env again. */
export function resetSettings(): void {
  cached = undefined;
}

/**
 * From now on settings() sees every change to process.env (at the cost of reading every variable on each call):
 * for tests, which set a variable and expect the next request to see it. A server reads its environment once.
 */
export function followEnvironmentChanges(): void {
  follow = true;
  cached = undefined;
}
