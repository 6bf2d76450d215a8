import { randomBytes } from "node:crypto";

/** What the served app needs under Playwright: a database of its own with the demo account, fresh secrets. */
export function e2eEnvironment(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_ACCOUNT: "true",
    NEXTAUTH_SECRET: randomBytes(48).toString("base64url"),
    BVN_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYOUTS_WEBHOOK_SECRET: randomBytes(48).toString("base64url"),
  };
}
