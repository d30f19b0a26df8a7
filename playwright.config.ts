import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { PRODUCTION_V8_FLAGS } from "./tests/support/built-server";
import { E2E_OPERATORS } from "./tests/support/operators";

/**
 * End-to-end tests run against the production build (`npm run build`) served by the app's server file (server/main.js) on a free
 * port with a temporary database. The config is evaluated in every worker, so the port and folder chosen by the
 * first evaluation are handed on through the environment.
 */
function freePort(): Promise<number> {
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

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_SMTP_PORT = String(await freePort());
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-e2e-"));
  process.env.E2E_MAIL_DIR = path.join(process.env.E2E_DATA_DIR, "received-mail");
  // The port of the "other origin" a CORS test serves a page from; the server lists it in CORS_ORIGINS.
  process.env.E2E_CORS_PORT = String(await freePort());
  process.env.E2E_ASK_RATE = "100";
  // A TLS-terminating proxy in front of the server (tests/support/tls-proxy.ts), as a deployment has.
  process.env.E2E_TLS_PORT = String(await freePort());
}
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR!;
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server for the app's email, filing what arrives for the specs to read (tests/support/e2e-mail.ts).
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    // JSON routes over real HTTP: no browser.
    { name: "api", testMatch: /.*\.api\.spec\.ts/, testIgnore: /deployment\.api\.spec\.ts/ },
    // The product with JavaScript on: progressive enhancement, live regions, axe.
    { name: "js", testMatch: /.*\.(ui|js|a11y)\.spec\.ts/, use: { ...chromium, javaScriptEnabled: true } },
    // The same journeys with JavaScript off: every form is a real form post.
    { name: "no-js", testMatch: /.*\.ui\.spec\.ts/, use: { ...chromium, javaScriptEnabled: false } },
    // The deployment under faults (two instances, nginx, PostgreSQL restarted under 20 writers) runs last, on its
    // own: what it measures is the app's behaviour, not the machine's, so nothing else competes for the two cores.
    { name: "deployment", testMatch: /deployment\.api\.spec\.ts/, dependencies: ["api", "js", "no-js"] },
  ],
  webServer: {
    // With the V8 flags `npm start` gives the server.
    command: `node ${PRODUCTION_V8_FLAGS.join(" ")} ./server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "prajna-e2e.db")}`,
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      CORS_ORIGINS: `http://127.0.0.1:${process.env.E2E_CORS_PORT}`,
      BCRYPT_COST: "10",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      ADMIN_EMAILS: E2E_OPERATORS.join(","),
      // Absolute links (sitemap, robots, feeds, Open Graph) name the address the tests reach the server at.
      PUBLIC_URL: baseURL,
      // The suite creates accounts far faster than people do; the sign-up limit itself is tested on its own server.
      SIGN_UPS_PER_MINUTE: "1000",
      // An OpenAI client's 40-turn conversation runs in seconds here, not the minutes a person takes; the rate itself
      // is tested at its default in app/ask/ask-rate.test.ts, and reached here by the OpenAPI spec.
      ASK_RATE_PER_MINUTE: process.env.E2E_ASK_RATE!,
    },
  },
});
