import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import type net from "node:net";
import path from "node:path";

/**
 * A TLS-terminating reverse proxy, as an operator puts in front of the app (nginx, a load balancer): it answers
 * https on its own port and passes each request to the app over plain http, saying what the browser used in
 * X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-For. The app trusts those only with TRUST_PROXY.
 */
export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

const TLS_DIR = path.resolve(import.meta.dirname, "../fixtures/tls");

export async function startTlsProxy(target: string, port = 0): Promise<TlsProxy> {
  const upstream = new URL(target);
  const server = https.createServer(
    { key: fs.readFileSync(path.join(TLS_DIR, "localhost.key")), cert: fs.readFileSync(path.join(TLS_DIR, "localhost.crt")) },
    (req, res) => {
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
      const outgoing = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            host: upstream.host,
            "x-forwarded-proto": "https",
            "x-forwarded-host": req.headers.host ?? "",
            "x-forwarded-for": forwardedFor,
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      outgoing.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
        res.end();
      });
      res.on("close", () => outgoing.destroy());
      req.pipe(outgoing);
    },
  );
  const sockets = new Set<Duplex>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as net.AddressInfo;
  return {
    url: `https://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
