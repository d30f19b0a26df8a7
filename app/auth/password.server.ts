import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { bcryptCost, settings } from "~/config.server";

/**
 * bcrypt, off the main thread: a small pool of worker threads (PASSWORD_HASH_WORKERS, by default one per core)
 * computes the hashes, and a short queue (PASSWORD_HASH_QUEUE, by default twice the workers) holds what waits.
 * Past the queue the work is refused at once with HashingBusy, which the doors answer as 429 with Retry-After, so
 * a flood of sign-ins can use the hashing cores but never starve the thread that serves every other page.
 */
export class HashingBusy extends Error {
  constructor(readonly retryAfter = 1) {
    super("password hashing is busy");
  }
}

export const HASHING_BUSY = "Many people are signing in right now. Please try again in a moment.";

/**
 * A refusal for busy hashing is held this long before it is sent: it costs nothing to wait, and a client that
 * hammers sign-in on a few connections then sends a few requests a second instead of hundreds.
 */
export const BUSY_PAUSE_MS = 1000;

/** Wait out the pause, then give the refusal to answer with. */
export async function busyRefusal(): Promise<HashingBusy> {
  await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
  return new HashingBusy();
}

export function hashWorkers(): number {
  return settings().passwordHashWorkers;
}

/** A worker with nothing to do for this long stops, giving its memory back; the next password check starts one. */
export function hashWorkerIdleMs(): number {
  return settings().passwordHashIdleMs;
}

export function hashQueue(): number {
  return settings().passwordHashQueue;
}

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  current: Pending | null;
  /** Ends the worker when it has been idle too long; reset on every job. */
  idleTimer?: ReturnType<typeof setTimeout>;
  retired?: boolean;
}

// The worker is plain CommonJS given as text, so it needs no file of its own in the server bundle.
// On Linux the thread lowers its own scheduling priority (nice 19, by its thread id), so hashing gets the cores
// the request thread leaves idle and never delays a page; elsewhere it runs at normal priority.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcrypt);
try {
  const tid = Number(require("node:fs").readFileSync("/proc/thread-self/stat", "utf8").split(" ")[0]);
  if (tid > 0) require("node:os").setPriority(tid, 19);
} catch {}
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");
const slots: Slot[] = [];
const waiting: Pending[] = [];

// A bcrypt job needs a few kilobytes: a worker's own heap is kept small, since each thread is a whole V8 instance.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 };

function retire(slot: Slot): void {
  if (slot.current || slot.retired) return;
  slot.retired = true;
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
  void slot.worker.terminate();
}

function startWorker(): Slot {
  const slot: Slot = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: bcryptPath }, resourceLimits: WORKER_LIMITS }),
    current: null,
  };
  slot.worker.unref();
  slot.worker.on("message", (message: { result?: string | boolean; error?: string }) => {
    const done = slot.current;
    slot.current = null;
    if (done) {
      if (message.error !== undefined) done.reject(new Error(message.error));
      else done.resolve(message.result!);
    }
    next(slot);
  });
  const lost = (error: unknown) => {
    if (slot.retired) return;
    // A worker that died is replaced; the job it held fails rather than hanging.
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.current?.reject(error instanceof Error ? error : new Error("password worker stopped"));
    slot.current = null;
    const fresh = startWorker();
    next(fresh);
  };
  slot.worker.on("error", lost);
  slot.worker.on("exit", (code) => code !== 0 && lost(new Error(`password worker exited with ${code}`)));
  slots.push(slot);
  return slot;
}

function next(slot: Slot): void {
  if (slot.current || slot.retired) return;
  clearTimeout(slot.idleTimer);
  const pending = waiting.shift();
  if (!pending) {
    slot.idleTimer = setTimeout(() => retire(slot), hashWorkerIdleMs());
    slot.idleTimer.unref();
    return;
  }
  slot.current = pending;
  slot.worker.postMessage(pending.job);
}

function run(job: Job): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const pending: Pending = { job, resolve, reject };
    let idle = slots.find((s) => !s.current);
    if (!idle && slots.length < hashWorkers()) idle = startWorker();
    if (idle) {
      waiting.unshift(pending);
      next(idle);
      return;
    }
    if (waiting.length >= hashQueue()) {
      void busyRefusal().then(reject);
      return;
    }
    waiting.push(pending);
  });
}

/** How many hashing threads are running now (they start on demand and stop when idle). */
export function hashWorkersRunning(): number {
  return slots.length;
}

/** Would a password check started now be refused? Lets a door refuse before any other work. */
export function hashingFull(): boolean {
  return slots.length >= hashWorkers() && slots.every((s) => s.current) && waiting.length >= hashQueue();
}

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: "hash", password, cost: bcryptCost() })) as string;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await run({ op: "compare", password, hash })) as boolean;
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check when the email is unknown, so timing does not tell who has an account. */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("prajna-timing-equaliser").catch((error) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
}
