import "server-only";
import type { Database } from "@/server/platform";
import { fundingProvider } from "@/server/vendors";
import type { FundingProvider } from "@/server/money/ports/funding-provider";
import { ATTEMPT_GAP_MS, requestVirtualAccount } from "./request-virtual-account";

/** A refused account is asked for again this much later: the vendor's refusal is rarely fixed in minutes. */
export const FAILED_RETRY_MS = 6 * 60 * 60 * 1000;
const BATCH = 50;
const AT_ONCE = 4;

/**
 * The job: every wallet without an account number gets one. Wallets that have no virtual_accounts row (made
 * before accounts existed, or whose request after sign-up never ran) get a pending row; then the pending ones,
 * least recently tried first, and the refused ones after FAILED_RETRY_MS, are asked for, a few at a time.
 * A vendor that cannot be reached leaves them for the next run.
 */
export async function assignPendingVirtualAccounts(
  db: Database,
  provider: FundingProvider = fundingProvider(db),
): Promise<{ asked: number; assigned: number }> {
  await db.$executeRaw`
    INSERT INTO "virtual_accounts" ("id", "user_id", "provider", "status", "updated_at")
    SELECT gen_random_uuid(), w."user_id", ${provider.name}, 'PENDING', now()
      FROM "wallets" w
     WHERE NOT EXISTS (SELECT 1 FROM "virtual_accounts" v WHERE v."user_id" = w."user_id")
    ON CONFLICT ("user_id") DO NOTHING`;
  // A pending account is asked for again after ATTEMPT_GAP_MS, a wait that grows after its first half hour.
  const due = await db.$queryRaw<{ userId: string }[]>`
    SELECT user_id::text AS "userId" FROM virtual_accounts
     WHERE (status = 'PENDING'
            AND (last_attempt_at IS NULL
                 OR last_attempt_at < clock_timestamp() - pending_check_wait(created_at, ${ATTEMPT_GAP_MS / 1000}::float8)))
        OR (status = 'FAILED' AND last_attempt_at < now() - make_interval(secs => ${FAILED_RETRY_MS / 1000}))
     ORDER BY last_attempt_at ASC NULLS FIRST, created_at ASC
     LIMIT ${BATCH}`;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const { userId } = due[next++]!;
      try {
        await requestVirtualAccount(db, provider, userId);
      } catch (error) {
        console.error(
          `Virtual account for a wallet not assigned yet:`,
          error instanceof Error ? error.name : "unknown",
        );
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const assigned = await db.virtualAccount.count({
    where: { userId: { in: due.map((row) => row.userId) }, status: "ASSIGNED" },
  });
  return { asked: due.length, assigned };
}
