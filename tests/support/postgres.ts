import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./built-server";

/**
 * A throwaway PostgreSQL cluster for tests and benches: Debian's server binaries, initdb into a temporary folder,
 * listening on a free port of 127.0.0.1 (its unix socket inside that folder), tuned for speed rather than
 * durability, and removed by stop(). initdb refuses to run as root, so as root the server runs as `postgres`.
 */
export interface PostgresCluster {
  port: number;
  /** A connection string for a database of the cluster ("postgres" unless told). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** A fast restart, as an operator's `systemctl restart postgresql`: every connection is ended, then it is back. */
  restart(): void;
  stop(): void;
}

const USER = "prajna";

export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function runAs(owner: string | null, bin: string, args: string[]): void {
  const [cmd, argv] = owner ? ["runuser", ["-u", owner, "--", bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: "utf8", cwd: "/" });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed (${r.status}): ${r.stderr || r.stdout}`);
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL's server binaries are missing: apt-get install postgresql");
  const owner = process.getuid?.() === 0 ? "postgres" : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-pg-"));
  const data = path.join(dir, "data");
  if (owner) execFileSync("chown", [owner, dir]);
  const port = await freePort();
  runAs(owner, path.join(bin, "initdb"), ["-D", data, "-U", USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    // a test cluster: nothing in it has to survive a crash
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  runAs(owner, path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  const url = (database = "postgres") => `postgres://${USER}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, "")}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    restart() {
      runAs(owner, path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-m", "fast", "-w", "-t", "60", "restart"]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs(owner, path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
