import type http from "node:http";
import net from "node:net";
import { settings } from "~/config.server";
import { closeDatabase } from "~/db/db.server";
import { backgroundSettled } from "~/lib/background.server";

/**
 * A graceful stop on SIGTERM or SIGINT (what a process manager, a container runtime or Ctrl-C sends):
 *  1. /healthz answers 503 "draining" (a load balancer that checks it takes the instance out), and the listening
 *     socket is closed at once: new connections are refused, and a proxy tries the other instance (a refused
 *     connection is safe to retry, even for a POST: nothing was sent);
 *  2. requests in flight finish, streamed answers included, each answered with `Connection: close`; so is any request
 *     that arrives on a keep-alive connection already open;
 *  3. idle keep-alive connections stay open for SHUTDOWN_IDLE_GRACE_MS (5 s), longer than the proxy keeps an idle
 *     upstream connection (4 s in deploy/nginx.conf): the proxy closes them itself, so it never sends a request on a
 *     connection the app is closing (a POST lost that way is a 502 the proxy must not retry). Then they are closed;
 *  4. at SHUTDOWN_DEADLINE_MS (10 s unless told) whatever is still open is cut;
 *  5. work left running after a response (an email, say) is given what remains of the deadline;
 *  6. the database is closed and the process exits with code 0.
 * The server file (server/main.js) hands over the servers it listens with; nothing here looks for servers itself.
 */

const inFlight = new Set<http.ServerResponse>();
let draining = false;

export function shutdownDeadlineMs(): number {
  return settings().shutdownDeadlineMs;
}

/** True once a stop has begun: /healthz then answers 503. */
export function isDraining(): boolean {
  return draining;
}

/** A request being answered: the stop waits for its response to end (or the connection to go). */
export function trackResponse(res: http.ServerResponse): void {
  inFlight.add(res);
  // A request that arrives on an open keep-alive connection while draining is answered, and its connection closed.
  if (draining) res.setHeader("Connection", "close");
  res.once("close", () => inFlight.delete(res));
}

/** Requests being answered now, across every server of the process. */
export function requestsInFlight(): number {
  return inFlight.size;
}

const note = (text: string) => process.stderr.write(`[shutdown] ${text}\n`);

function openConnections(servers: readonly http.Server[]): Promise<number> {
  return Promise.all(servers.map((server) => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0))))).then(
    (counts) => counts.reduce((a, b) => a + b, 0),
  );
}

/**
 * Waits until no request is in flight and no connection is left open, closing idle connections once the grace is
 * over; true when that happened before `deadlineMs`.
 */
async function settled(servers: readonly http.Server[], graceMs: number, deadlineMs: number): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    const elapsed = Date.now() - started;
    const graceOver = elapsed >= graceMs;
    if (graceOver) for (const server of servers) server.closeIdleConnections();
    if (inFlight.size === 0 && (graceOver || (await openConnections(servers)) === 0)) return true;
    if (elapsed >= deadlineMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drains these servers (see above) and ends the process. */
export async function drain(signal: string, servers: readonly http.Server[]): Promise<void> {
  if (draining) return;
  draining = true;
  const started = Date.now();
  const { shutdownDeadlineMs: deadlineMs, shutdownIdleGraceMs } = settings();
  note(`${signal}: refusing new connections; ${inFlight.size} request(s) in flight, up to ${deadlineMs} ms to finish`);
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  // Stop listening, keeping the connections: http.Server's own close() would also end every idle keep-alive connection
  // at once (Node 19 and later), the very race with the proxy the grace below avoids.
  for (const server of servers) if (server.listening) net.Server.prototype.close.call(server);

  const ended = await settled(servers, Math.min(shutdownIdleGraceMs, deadlineMs), deadlineMs);
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
