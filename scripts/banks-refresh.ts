// npm run banks:refresh - fills the banks table from the payouts vendor's directory now (the jobs do it daily):
// the database DATABASE_URL names, the vendor PAYOUTS_PROVIDER names. A failure leaves the table as it was.
import { loadDotEnv } from "./lib/local-database";
import { runMain } from "./lib/cli";

async function main() {
  loadDotEnv(false);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: npm run banks:refresh fills the database it names.");
  const { createPrismaClient } = await import("@/server/platform/database/prisma-client");
  const { refreshBankDirectory } = await import("@/server/money/banks/refresh-bank-directory");
  const db = createPrismaClient(url);
  try {
    const result = await refreshBankDirectory(db);
    console.log(
      `Bank directory from ${result.provider}: ${result.listed} listed, ${result.added} added, ` +
        `${result.changed} changed, ${result.deactivated} no longer listed (kept, inactive).`,
    );
  } finally {
    await db.$disconnect();
  }
}

runMain(main);
