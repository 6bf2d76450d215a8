import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { SERVER_LOG } from "./e2e/audit-files";

// End-to-end tests run against the production build (`npm run build` first; `npm test` does both) in
// Chromium: Debian's /usr/bin/chromium when present, Playwright's own browser elsewhere.
const PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/playwright.json" }]],
  outputDir: ".data/test-results/playwright",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Tests tagged @phone-only or @desktop-only run in that project alone.
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Last: searches the server log, URLs and web storage the other tests left for secrets.
    { name: "secrets", testMatch: /secrets\.audit\.ts$/, dependencies: ["phone", "desktop"] },
  ],
  webServer: {
    // The same launcher a user runs: with DATABASE_URL set (npm test sets one) nothing embedded starts.
    command: "npx tsx scripts/run.ts start",
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // The suite onboards and looks up names far faster than a person: its server raises the hourly limits.
    env: {
      PORT: String(PORT),
      VEIL_SERVER_LOG: SERVER_LOG,
      VERIFY_LIMIT_PER_HOUR: "100000",
      VERIFY_LIMIT_TOTAL_PER_HOUR: "1000000",
      WALLET_CREATE_LIMIT_PER_HOUR: "100000",
      NAME_ENQUIRY_LIMIT_PER_HOUR: "100000",
      NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR: "1000000",
    },
  },
});
