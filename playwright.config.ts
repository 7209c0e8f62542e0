import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_SUMMARY_TOKEN = "e2e-analytics-summary-token";
/** Created by `npm run admin:create` before the server starts (tests/e2e/admin.spec.ts signs in with it). */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e admin password, long enough" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The built site exactly as `npm start` serves it.
    command: `npm run -s admin:create -- --email ${E2E_ADMIN.email} && npm start`,
    url: `http://127.0.0.1:${PORT}/`,
    // A fresh embedded database per run, so runs never see each other's events.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-e2e-")),
      // Lets tests/e2e/salary.spec.ts force the result page's load-failure state.
      FAULT_INJECTION: "true",
      // Every test browser is one client (127.0.0.1) to the per-address rate limits.
      EVENTS_RATE_LIMIT_PER_MINUTE: "6000",
      WAITLIST_RATE_LIMIT_PER_MINUTE: "600",
      CONTACT_RATE_LIMIT_PER_MINUTE: "600",
      ON_DEMAND_RATE_LIMIT_PER_MINUTE: "100000",
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Room for every test's sign-in from 127.0.0.1; the throttling test uses an account of its own.
      ADMIN_LOGIN_PER_MINUTE: "60",
      ADMIN_LOGIN_PER_ACCOUNT_PER_MINUTE: "12",
      // Opens the analytics summary to the tests that read it (tests/e2e/analytics.spec.ts).
      ANALYTICS_SUMMARY_TOKEN: E2E_SUMMARY_TOKEN,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
