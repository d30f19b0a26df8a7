import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

// Docker cannot run here, so compose.yaml and the proxy's config are read as files: what an operator relies on when
// running several instances must hold in them.

interface Service {
  build?: string;
  image?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

function compose(): { services: Record<string, Service> } {
  const doc = parseDocument(fs.readFileSync("compose.yaml", "utf8"), { merge: true });
  expect(doc.errors).toEqual([]);
  return doc.toJS() as { services: Record<string, Service> };
}

const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe("compose.yaml", () => {
  const { services } = compose();
  const apps = Object.entries(services).filter(([, s]) => s.build === ".");

  it("runs two app instances of the same build, one PostgreSQL 15 and a proxy", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    expect(services.postgres.image).toBe("postgres:15");
    expect(services.proxy.image).toMatch(/^nginx:/);
  });

  it("gives every instance the same env file (the same secrets), PostgreSQL, TRUST_PROXY and no port of its own", () => {
    for (const [, app] of apps) {
      expect(app.env_file).toBe("deploy/prajna.env");
      expect(app.environment?.TRUST_PROXY).toBe("1");
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/prajna:\$\{POSTGRES_PASSWORD.*\}@postgres:5432\/prajna$/);
      expect(Number(app.environment?.DATABASE_POOL_MAX)).toBeGreaterThan(0);
      expect(app.ports).toBeUndefined();
      expect(app.depends_on?.postgres.condition).toBe("service_healthy");
    }
    const example = fs.readFileSync("deploy/prajna.env.example", "utf8");
    expect(example).toMatch(/^SESSION_SECRET=$/m);
    expect(example).toMatch(/^DATA_ENCRYPTION_KEY=$/m);
  });

  it("checks each instance on /healthz and lets it drain before Docker kills it", () => {
    for (const [, app] of apps) {
      expect(app.healthcheck?.test.join(" ")).toContain("http://127.0.0.1:3000/healthz");
      expect(seconds(app.stop_grace_period ?? "") * 1000).toBeGreaterThan(Number(app.environment?.SHUTDOWN_DEADLINE_MS));
    }
    expect(services.proxy.depends_on).toEqual({ app1: { condition: "service_healthy" }, app2: { condition: "service_healthy" } });
  });
});

describe("deploy/nginx.conf", () => {
  const conf = fs.readFileSync("deploy/nginx.conf", "utf8");

  it("balances over both instances and sets the one X-Forwarded-For address the app trusts", () => {
    const upstream = /upstream prajna \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(upstream).toMatch(/server app1:3000\b/);
    expect(upstream).toMatch(/server app2:3000\b/);
    expect(conf).toContain("proxy_pass http://prajna;");
    expect(conf).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
  });

  it("streams answers, keeps /metrics private and logs no query string", () => {
    expect(conf).toContain("proxy_buffering off;");
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    expect(conf).toMatch(/log_format paths '[^']*\$uri[^']*'/);
    expect(conf).not.toMatch(/log_format[^;]*\$(request|request_uri|args|query_string)\b/);
  });

  it("has balanced braces and every directive ended", () => {
    const code = conf.replace(/#.*$/gm, "").replace(/'[^']*'/g, "''");
    let depth = 0;
    for (const c of code) {
      if (c === "{") depth++;
      if (c === "}") depth--;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    for (const line of code.split("\n").map((l) => l.trim())) {
      if (line && !/[{};]$/.test(line)) throw new Error(`a directive without ";": ${line}`);
    }
  });
});

// The server's Node flags are written wherever it is started; nothing else makes those places agree.
describe("how the server is started", () => {
  const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith("--"));
  const npmStart = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start;
  const dockerCmd = JSON.parse(/^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1] ?? "[]") as string[];
  const systemdUnits = [...fs.readFileSync("docs/deploy.md", "utf8").matchAll(/ExecStart=(.*)$/gm)].map((m) => m[1]);

  it("gives npm start, the Dockerfile and every systemd unit in docs/deploy.md the same Node flags, the tests' among them", async () => {
    const { PRODUCTION_V8_FLAGS } = await import("~test/built-server");
    const production = flagsOf(npmStart);
    expect(production).toEqual(expect.arrayContaining(["--max-old-space-size=88", ...PRODUCTION_V8_FLAGS]));
    expect(npmStart).toMatch(/\bnode .*server\/main\.js$/);
    expect(dockerCmd.at(-1)).toBe("server/main.js");
    expect(flagsOf(dockerCmd.join(" "))).toEqual(production);
    expect(systemdUnits.length).toBeGreaterThan(0);
    for (const unit of systemdUnits) {
      expect(unit).toMatch(/server\/main\.js$/);
      expect(flagsOf(unit)).toEqual(production);
    }
  });
});
