import { randomBytes } from "node:crypto";
import { ensureDatabase, withDatabase } from "./pg-admin";

/**
 * What the served apps need under Playwright: one on the sandboxes and one on Paystack's rails (against the
 * local contract server), each with a database of its own and the demo account, and fresh secrets.
 */
export async function e2eEnvironment(adminUrl: string): Promise<Record<string, string>> {
  const suffix = randomBytes(4).toString("hex");
  const sandbox = `veil_e2e_${suffix}`;
  const rails = `veil_e2e_paystack_${suffix}`;
  await ensureDatabase(adminUrl, sandbox);
  await ensureDatabase(adminUrl, rails);
  return {
    DATABASE_URL: withDatabase(adminUrl, sandbox),
    E2E_PAYSTACK_DATABASE_URL: withDatabase(adminUrl, rails),
    SEED_DEMO_ACCOUNT: "true",
    NEXTAUTH_SECRET: randomBytes(48).toString("base64url"),
    BVN_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYOUTS_WEBHOOK_SECRET: randomBytes(48).toString("base64url"),
    // bcrypt at a test cost on the production build the suite runs: allowed only with BCRYPT_TEST_COST.
    BCRYPT_COST: "4",
    BCRYPT_TEST_COST: "true",
  };
}
