import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The production build (`npm run build`) served by the app's server file (server/main.js) in a child process of its own, on a free
 * port with a temporary data folder, for tests and benchmarks that need the real server: its memory, its log, its
 * files, its refusal to start. Every instance is stopped by stop() (and its folder removed).
 */
export interface BuiltServer {
  url: string;
  pid: number;
  dataDir: string;
  databaseFile: string;
  /** What the server wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Resident memory of the server process, in bytes (Linux). */
  rss(): number;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The V8 flags `npm start` and the Dockerfile give the server besides its heap caps: the tests run regular expressions
 * the way production does. They go on the command line: NODE_OPTIONS refuses them, and changing them from inside the
 * process once crashed about 1 start in 130 (docs/decisions/0011-v8-flags-on-the-command-line.md).
 */
export const PRODUCTION_V8_FLAGS = ["--no-regexp-tier-up"];

function spawnServer(port: number, dataDir: string, env: Record<string, string>, root = process.cwd()): ChildProcess {
  // SIGUSR2 writes Node's diagnostic report (the JavaScript stack, the open sockets and timers) into the data folder:
  // what a start that never answers was doing (see whatItWasDoing).
  const report = ["--report-on-signal", "--report-signal=SIGUSR2", `--report-directory=${dataDir}`];
  return spawn(process.execPath, [...PRODUCTION_V8_FLAGS, ...report, "./server/main.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "prajna.db")}`,
      DATA_DIR: dataDir,
      BCRYPT_COST: "10",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
  return kb * 1024;
}

/** Linux's word for a process's state and its CPU time so far, from /proc. */
function processState(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return `state ${fields[0]}, ${(ticks / 100).toFixed(1)} s of CPU`;
  } catch {
    return "no /proc entry";
  }
}

/**
 * What a server that has not answered was doing: its state and CPU time, then the diagnostic report Node writes on
 * SIGUSR2: the JavaScript stack (when it is busy) and its open sockets and timers (when it waits on something).
 */
async function whatItWasDoing(child: ChildProcess, dataDir: string): Promise<string> {
  const lines = [`process: ${processState(child.pid!)}`];
  try {
    child.kill("SIGUSR2");
  } catch {
    return lines.join("\n");
  }
  const until = Date.now() + 5_000;
  let file: string | undefined;
  while (Date.now() < until && !file) {
    file = fs.readdirSync(dataDir).find((f) => f.startsWith("report.") && f.endsWith(".json"));
    if (!file) await new Promise((r) => setTimeout(r, 100));
  }
  if (!file) return [...lines, "no diagnostic report within 5 s (the main thread never returned to its loop)"].join("\n");
  await new Promise((r) => setTimeout(r, 200));
  try {
    const report = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as {
      javascriptStack?: { message?: string; stack?: string[] };
      libuv?: { type: string; is_active?: boolean; localEndpoint?: unknown; remoteEndpoint?: unknown; repeat?: number; timeout?: number }[];
    };
    lines.push(`stack: ${report.javascriptStack?.message ?? ""} ${(report.javascriptStack?.stack ?? []).slice(0, 12).join(" | ")}`);
    for (const h of report.libuv ?? []) {
      if (!h.is_active || ["async", "signal", "check", "prepare", "idle", "loop"].includes(h.type)) continue;
      const ends = [h.localEndpoint, h.remoteEndpoint].filter(Boolean).map((e) => JSON.stringify(e));
      lines.push(`${h.type}${ends.length ? ` ${ends.join(" -> ")}` : ""}${h.timeout !== undefined ? ` timeout ${h.timeout}` : ""}`);
    }
  } catch (error) {
    lines.push(`the report could not be read: ${String(error)}`);
  }
  return lines.join("\n");
}

/** `root` is the folder holding build/ and node_modules/ (this checkout unless told); `port` a free port unless told. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  root?: string,
  fixedPort?: number,
  /** More to say if the start never answers (the deployment test: what its PostgreSQL sessions wait on). */
  diagnose?: () => Promise<string>,
): Promise<BuiltServer> {
  const port = fixedPort ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-built-"));
  const child = spawnServer(port, dataDir, env, root);
  let out = "";
  let err = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString("utf8")));
  child.stderr!.on("data", (c: Buffer) => (err += c.toString("utf8")));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // How long a start may take before the helper gives up: a start on PostgreSQL runs every migration, and on a
  // busy two-core machine (the suite's other worker running beside it) that can take well over the usual second. It
  // stays under the suites' 90 s test timeouts, so that a start that never answers is reported with what it was doing.
  const deadline = Date.now() + 60_000;
  for (;;) {
    // A process ended by a signal has no exit code: it is reported at once, with the signal, not after the deadline.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server ended before it answered (exit ${child.exitCode}, signal ${child.signalCode}): ${err || "(nothing on stderr)"}\n${out.slice(-2000)}`,
      );
    }
    try {
      // Each check is bounded too: a connection that is accepted and never answered must not outlast the deadline.
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const doing = await whatItWasDoing(child, dataDir);
      const more = diagnose ? await diagnose().catch((error: unknown) => `(the diagnosis failed: ${String(error)})`) : "";
      await stop();
      throw new Error(
        `the server did not start within 60 s: ${err || "(nothing on stderr)"}\n${out.slice(-2000)}\n${doing}${more ? `\n${more}` : ""}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    databaseFile: path.join(dataDir, "prajna.db"),
    stdout: () => out,
    stderr: () => err,
    rss: () => rssOf(child.pid!),
    exited,
    stop,
  };
}

/** Start the built server expecting it to refuse: resolves with its exit code and what it wrote. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string; listening: boolean }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-built-"));
  const child = spawnServer(port, dataDir, env);
  let err = "";
  child.stderr!.on("data", (c: Buffer) => (err += c.toString("utf8")));
  child.stdout!.resume();
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 20_000);
    child.once("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  const listening = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, stderr: err, listening };
}
