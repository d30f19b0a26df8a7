import { startTestSmtp } from "./smtp";

/**
 * The SMTP server the end-to-end server sends to: real SMTP on 127.0.0.1 at the port the config chose, filing
 * each message into E2E_MAIL_DIR. It lives as long as the test run.
 */
export default async function globalSetup() {
  const smtp = await startTestSmtp({ port: Number(process.env.E2E_SMTP_PORT), dir: process.env.E2E_MAIL_DIR });
  return () => smtp.close();
}
