import { startTestSmtp } from "./smtp";
import { startTlsProxy } from "./tls-proxy";

/**
 * What the end-to-end server works with, for as long as the run lasts: the SMTP server it sends to (real SMTP on
 * 127.0.0.1 at the port the config chose, filing each message into E2E_MAIL_DIR), and a TLS-terminating proxy in
 * front of it on E2E_TLS_PORT, as in a deployment (tests/e2e/proxy.ui.spec.ts goes through it).
 */
export default async function globalSetup() {
  const smtp = await startTestSmtp({ port: Number(process.env.E2E_SMTP_PORT), dir: process.env.E2E_MAIL_DIR });
  const proxy = await startTlsProxy(`http://127.0.0.1:${process.env.E2E_PORT}`, Number(process.env.E2E_TLS_PORT));
  return async () => {
    await proxy.close();
    await smtp.close();
  };
}
