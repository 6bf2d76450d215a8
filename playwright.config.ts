import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { generateVAPIDKeys } from "web-push";
import { RAILS_SERVER_LOG, SECOND_SERVER_LOG, SERVER_LOG } from "./e2e/audit-files";
import { E2E_SANDBOX_SECRET } from "./e2e/sandbox-reviewer";
import { GOOGLE_STAND_IN_CLIENT } from "./test/oidc/google-stand-in-client";
import { FACEBOOK_STAND_IN_APP } from "./test/oauth/facebook-stand-in";

// End-to-end tests run against the production build (`npm run build` first; `npm test` does both) in
// Chromium: Debian's /usr/bin/chromium when present, Playwright's own browser elsewhere.
const PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// BASE_URL is a round robin in front of two servers of one database (test/two-servers): every flow that
// crosses requests meets both, as it would behind a load balancer or on Vercel.
const SERVER_PORTS = [PORT + 10, PORT + 11];
// A second server on Paystack's rails, against the local contract server (test/paystack), for the tests
// tagged @rails: the same flows pass on the sandboxes and through the real adapters.
const RAILS_PORT = PORT + 1;
export const RAILS_URL = `http://127.0.0.1:${RAILS_PORT}`;
const FAKE_PAYSTACK_PORT = PORT + 1000;
export const FAKE_PAYSTACK_URL = `http://127.0.0.1:${FAKE_PAYSTACK_PORT}`;
// The rails server's identity vendor is Dojah, through its local contract server (test/dojah), which answers
// by the sandbox's rules: the @rails onboarding and upgrade flows pass through the real adapter.
const FAKE_DOJAH_PORT = PORT + 1001;
const FAKE_DOJAH_URL = `http://127.0.0.1:${FAKE_DOJAH_PORT}`;
const DOJAH_APP_ID = "veil-e2e-app";
const DOJAH_KEY = "test_sk_veile2e0000000000000000000";
const RAILS_DATABASE_URL = process.env.E2E_PAYSTACK_DATABASE_URL;
// Google, for Connected Accounts and Continue with Google: a local OpenID Connect provider (test/oidc).
const GOOGLE_PORT = PORT + 1002;
const GOOGLE_STAND_IN_URL = `http://127.0.0.1:${GOOGLE_PORT}`;
const GOOGLE = {
  GOOGLE_CLIENT_ID: GOOGLE_STAND_IN_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_STAND_IN_CLIENT.secret,
  GOOGLE_ISSUER: GOOGLE_STAND_IN_URL,
  NEXTAUTH_URL: BASE_URL,
};
const FACEBOOK_PORT = PORT + 1003;
const FACEBOOK_STAND_IN_URL = `http://127.0.0.1:${FACEBOOK_PORT}`;
const FACEBOOK = {
  FACEBOOK_CLIENT_ID: FACEBOOK_STAND_IN_APP.id,
  FACEBOOK_CLIENT_SECRET: FACEBOOK_STAND_IN_APP.secret,
  FACEBOOK_URL: FACEBOOK_STAND_IN_URL,
};

// The suite onboards and looks up names far faster than a person: its servers raise the hourly limits.
const FAST_LIMITS = {
  VERIFY_LIMIT_PER_HOUR: "100000",
  VERIFY_LIMIT_TOTAL_PER_HOUR: "1000000",
  ANONYMOUS_TEXTS_USUAL_PER_MINUTE: "1000000",
  WALLET_CREATE_LIMIT_PER_HOUR: "100000",
  NAME_ENQUIRY_LIMIT_PER_HOUR: "100000",
  NAME_ENQUIRY_CLIENT_LIMIT_PER_HOUR: "1000000",
  // A cooling-off send waits 20 seconds, not 30 minutes: send-protection.spec.ts watches one go.
  COOLING_OFF_SECONDS: "20",
};
const PAYSTACK_KEY = "sk_test_veile2e000000000000000000000000000";
// The production server offers push alerts only with VAPID keys (docs/push.md): a pair for this run.
const VAPID = generateVAPIDKeys();
const PUSH_KEYS = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: "mailto:e2e@veil.invalid",
};

const railsServers: WebServer[] = RAILS_DATABASE_URL
  ? [
      {
        command: `npx tsx test/paystack/contract-server.ts --port ${FAKE_PAYSTACK_PORT} --key ${PAYSTACK_KEY} --webhook ${RAILS_URL}/api/webhooks/paystack`,
        url: `${FAKE_PAYSTACK_URL}/__health`,
        standIn: true,
        timeout: 60_000,
      },
      {
        command: `npx tsx test/dojah/contract-server.ts --port ${FAKE_DOJAH_PORT} --app-id ${DOJAH_APP_ID} --key ${DOJAH_KEY}`,
        url: `${FAKE_DOJAH_URL}/__health`,
        standIn: true,
        timeout: 60_000,
      },
      {
        command: "npx tsx scripts/run.ts start",
        url: `${RAILS_URL}/`,
        timeout: 120_000,
        env: {
          ...FAST_LIMITS,
          PORT: String(RAILS_PORT),
          DATABASE_URL: RAILS_DATABASE_URL,
          VEIL_SERVER_LOG: RAILS_SERVER_LOG,
          PAYOUTS_PROVIDER: "paystack",
          CARDS_PROVIDER: "paystack",
          FUNDING_PROVIDER: "paystack",
          PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
          PAYSTACK_BASE_URL: FAKE_PAYSTACK_URL,
          IDENTITY_PROVIDER: "dojah",
          DOJAH_APP_ID,
          DOJAH_SECRET_KEY: DOJAH_KEY,
          DOJAH_BASE_URL: FAKE_DOJAH_URL,
          // Real adapters beside the sandbox's messages: the inbox the tests read their codes from asks for it.
          SANDBOX_INBOX_SECRET: E2E_SANDBOX_SECRET,
        },
      },
    ]
  : [];

/** A server the suite runs against: started side by side with the others by e2e/start-servers.ts. */
export type WebServer = {
  command: string;
  /** Answers below 500 once the server is up. */
  url: string;
  timeout: number;
  env?: Record<string, string>;
  /** A vendor's stand-in, which the apps may call as they boot: started, and answering, before them. */
  standIn?: boolean;
};

export const WEB_SERVERS: WebServer[] = [
  {
    command: `npx tsx test/oidc/google-stand-in.ts --port ${GOOGLE_PORT} --redirect ${BASE_URL}/api/auth/callback/google`,
    url: `${GOOGLE_STAND_IN_URL}/__health`,
    standIn: true,
    timeout: 60_000,
  },
  {
    command: `npx tsx test/oauth/facebook-stand-in.ts --port ${FACEBOOK_PORT} --redirect ${BASE_URL}/api/auth/callback/facebook`,
    url: `${FACEBOOK_STAND_IN_URL}/__health`,
    standIn: true,
    timeout: 60_000,
  },
  // The same launcher a user runs: with DATABASE_URL set (npm test sets one) nothing embedded starts. Both
  // servers start at once and apply the migrations under the migration's lock; the first seeds the demo account.
  ...SERVER_PORTS.map((port, index) => ({
    command: "npx tsx scripts/run.ts start",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    env: {
      ...FAST_LIMITS,
      ...PUSH_KEYS,
      // e2e/freeze.spec.ts waits out an unfreeze: seconds, not the hour a person waits.
      UNFREEZE_DELAY_SECONDS: "20",
      // e2e/pending-clocks.spec.ts waits for a stuck payout's notice: a minute, not a day. Longer than the
      // 30 seconds the sandbox keeps other specs' transfers pending, so they are never noticed.
      PENDING_NOTICE_SECONDS: "60",
      ...GOOGLE,
      ...FACEBOOK,
      PORT: String(port),
      VEIL_SERVER_LOG: index === 0 ? SERVER_LOG : SECOND_SERVER_LOG,
      ...(index === 0 ? {} : { SEED_DEMO_ACCOUNT: "false" }),
    },
  })),
  {
    command: `npx tsx test/two-servers/round-robin.ts --port ${PORT} --to ${SERVER_PORTS.join(",")}`,
    url: `${BASE_URL}/api/health`,
    timeout: 60_000,
  },
  ...railsServers,
];

// A phone's size, touch and user agent. Its pixels are drawn one to one: at the Pixel 7's 2.625 device pixels a
// CSS pixel, Chromium's software rendering draws seven times as many on the two shared cores (docs/testing.md
// has the runs). Layout is in CSS pixels and nothing in Veil reads the pixel ratio.
const PHONE = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two servers, two browsers and PostgreSQL share two cores: a test that fails once is run again, and the run
  // passes with it, counted and named as flaky in npm test's summary (scripts/test.ts).
  retries: 1,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/playwright.json" }]],
  outputDir: ".data/test-results/playwright",
  use: {
    baseURL: BASE_URL,
    // A trace of every test costs a fifth of the run (its screencast and snapshots on two shared cores): one is
    // recorded on a failed test's retry, which is where a failure is looked at.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
    // The selfie screens open the front camera: Chromium's fake one (see chromiumLaunchOptions).
    permissions: ["camera"],
  },
  projects: [
    // Flows run once, at a phone's size, where most people use Veil. The desktop project runs what the layout
    // changes: tests tagged @desktop-only, and @both-sizes for the journeys walked at both sizes.
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { ...PHONE, browserName: "chromium" },
    },
    {
      name: "desktop",
      grep: /@desktop-only|@both-sizes/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    ...(RAILS_DATABASE_URL
      ? [
          {
            name: "paystack",
            grep: /@rails/,
            grepInvert: /@desktop-only/,
            use: {
              ...PHONE,
              browserName: "chromium" as const,
              baseURL: RAILS_URL,
            },
          },
          // After the rails tests: every request the adapters sent kept to Paystack's OpenAPI document.
          { name: "contract", testMatch: /paystack-contract\.audit\.ts$/, dependencies: ["paystack"] },
        ]
      : []),
    // Last: searches the server logs, URLs and web storage the other tests left for secrets.
    {
      name: "secrets",
      testMatch: /secrets\.audit\.ts$/,
      dependencies: ["phone", "desktop", ...(RAILS_DATABASE_URL ? ["paystack"] : [])],
    },
  ],
  // The servers are started side by side by global setup (e2e/start-servers.ts), not as a `webServer` list,
  // which Playwright starts one after another.
  globalSetup: "./e2e/start-servers.ts",
});
