import type http from "node:http";
import { settings } from "~/config.server";
import { closeDatabase } from "~/db/db.server";
import { backgroundSettled } from "~/lib/background.server";

/**
 * A graceful stop on SIGTERM or SIGINT (what a process manager, a container runtime or Ctrl-C sends):
 *  1. the listening socket is closed at once, so new connections are refused and a load balancer moves on;
 *  2. requests in flight finish, streamed answers included, each answered with `Connection: close`, and every
 *     keep-alive connection is closed as soon as it is idle;
 *  3. at SHUTDOWN_DEADLINE_MS (10 s unless told) whatever is still open is cut;
 *  4. work left running after a response (an email, say) is given what remains of the deadline;
 *  5. the database is closed and the process exits with code 0.
 * The server file (server/main.js) hands over the server it listens with; nothing here looks for servers itself.
 */

const inFlight = new Set<http.ServerResponse>();
let draining = false;
let wake: (() => void) | undefined;

export function shutdownDeadlineMs(): number {
  return settings().shutdownDeadlineMs;
}

/** A request being answered: the stop waits for its response to end (or the connection to go). */
export function trackResponse(res: http.ServerResponse): void {
  inFlight.add(res);
  // A request that arrives on an open keep-alive connection while draining is answered, and its connection closed.
  if (draining) res.setHeader("Connection", "close");
  res.once("close", () => {
    inFlight.delete(res);
    if (draining && inFlight.size === 0) wake?.();
  });
}

/** Requests being answered now, across every server of the process. */
export function requestsInFlight(): number {
  return inFlight.size;
}

const note = (text: string) => process.stderr.write(`[shutdown] ${text}\n`);

function closeListeners(servers: readonly http.Server[]): void {
  for (const server of servers) {
    if (server.listening) server.close();
    server.closeIdleConnections();
  }
}

/** Waits for the requests in flight, up to `ms`; true when they all ended. */
function requestsEnded(servers: readonly http.Server[], ms: number): Promise<boolean> {
  if (inFlight.size === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    // A response that ended leaves its keep-alive connection idle: it is closed on the next tick of this loop.
    const sweep = setInterval(() => {
      for (const server of servers) server.closeIdleConnections();
    }, 50);
    const finish = (ended: boolean) => {
      clearInterval(sweep);
      clearTimeout(timer);
      wake = undefined;
      resolve(ended);
    };
    const timer = setTimeout(() => finish(false), ms);
    wake = () => finish(true);
  });
}

/** Drains these servers (see above) and ends the process. */
export async function drain(signal: string, servers: readonly http.Server[]): Promise<void> {
  if (draining) return;
  draining = true;
  const started = Date.now();
  const deadlineMs = shutdownDeadlineMs();
  note(`${signal}: refusing new connections; ${inFlight.size} request(s) in flight, up to ${deadlineMs} ms to finish`);
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  closeListeners(servers);

  const ended = await requestsEnded(servers, deadlineMs);
  if (!ended) {
    note(`deadline reached: cutting ${inFlight.size} request(s) still open`);
    for (const server of servers) server.closeAllConnections();
  }
  for (const server of servers) server.closeIdleConnections();
  const left = deadlineMs - (Date.now() - started);
  if (left > 0) await Promise.race([backgroundSettled(), new Promise((r) => setTimeout(r, left))]);
  await closeDatabase().catch((error: unknown) => note(`the database did not close cleanly: ${String(error)}`));
  note(`stopped after ${Date.now() - started} ms`);
  process.exit(0);
}

/**
 * SIGTERM and SIGINT drain these servers (the ones the server file listens with) and end the process. Called by the
 * server file once it listens; a test or a script that imports the app never gets signal handlers.
 */
export function drainOnSignals(...listening: http.Server[]): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void drain(signal, listening));
}
