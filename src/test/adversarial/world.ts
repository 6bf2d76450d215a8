// The people and the database state the adversarial tests attack with.
import { Browser } from "@/test/api-harness";
import { addMoney } from "@/test/money";
import { onboard, verifyIdentity } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import type { BodyEndpoint } from "./endpoints";

const TABLES = [
  "users",
  "wallets",
  "transactions",
  "kyc_verifications",
  "ledger_accounts",
  "ledger_entries",
  "postings",
  "idempotency_keys",
  "user_settings",
  "login_attempts",
  "account_closure_requests",
  "support_cases",
  "support_case_events",
  "payouts",
  "daily_send_usage",
  "payout_anomalies",
] as const;

/**
 * Every row of every table, hashed per table: two fingerprints are equal only when nothing was inserted,
 * changed or deleted in between. (The test databases hold a few hundred rows, so this stays cheap.)
 */
export async function fingerprint(t: TestDatabase): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) => `(SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) FROM "${table}" r) AS "${table}"`,
  );
  const { rows } = await t.sql.query(`SELECT ${columns.join(", ")}`);
  return rows[0];
}

let address = 0;
/** A browser from an address of its own, so one test's login throttling does not reach another's. */
export const freshBrowser = () => new Browser({ "x-forwarded-for": `203.0.113.${(++address % 250) + 1}` });

/** A signed-in user with money in the wallet. */
export async function fundedUser(amount = "50000"): Promise<Browser> {
  const { browser } = await onboard({ browser: freshBrowser() });
  const funded = await addMoney(browser, amount);
  if (funded.status !== 200) throw new Error(`add money answered ${funded.status}`);
  return browser;
}

/** Someone who has passed onboarding's step 1 and its code, and holds its cookie. */
export async function onboardingBrowser(): Promise<Browser> {
  const browser = freshBrowser();
  await verifyIdentity(browser);
  return browser;
}

/** The browser an endpoint is attacked from: the caller it is meant for, so the input is what is tested. */
export async function callerFor(endpoint: BodyEndpoint): Promise<Browser> {
  if (endpoint.caller === "user") return fundedUser();
  if (endpoint.caller === "onboarding") return onboardingBrowser();
  return freshBrowser();
}
