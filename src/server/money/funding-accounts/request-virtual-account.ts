import "server-only";
import { type Database, isUniqueViolation } from "@/server/platform";
import {
  AccountRequestInterrupted,
  type AssignResult,
  type FundingProvider,
} from "@/server/money/ports/funding-provider";

/** Another request for the same wallet's account waits this long, so two screens never ask the vendor twice. */
export const ATTEMPT_GAP_MS = 30_000;

/** Makes sure the user has a virtual_accounts row (pending until the vendor gives the number). */
export async function ensureVirtualAccountRow(db: Database, userId: string, provider: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "virtual_accounts" ("id", "user_id", "provider", "status", "updated_at")
    VALUES (gen_random_uuid(), ${userId}::uuid, ${provider}, 'PENDING', now())
    ON CONFLICT ("user_id") DO NOTHING`;
}

/**
 * Asks the funding vendor for the user's own account number and records its answer: the account, still
 * pending (a webhook or the job finishes it), or failed. One attempt at a time per wallet: the attempt is
 * claimed by a conditional update first, so a second caller inside ATTEMPT_GAP_MS does nothing. A vendor
 * that cannot be reached leaves the row pending for the job.
 */
export async function requestVirtualAccount(db: Database, provider: FundingProvider, userId: string): Promise<void> {
  await ensureVirtualAccountRow(db, userId, provider.name);
  const claimed = await db.$queryRaw<{ id: string; attempts: number; providerCustomerCode: string | null }[]>`
    UPDATE virtual_accounts
       SET attempts = attempts + 1, last_attempt_at = clock_timestamp(), provider = ${provider.name},
           updated_at = now()
     WHERE user_id = ${userId}::uuid AND status <> 'ASSIGNED'
       AND (last_attempt_at IS NULL
            OR last_attempt_at < clock_timestamp() - pending_check_wait(created_at, ${ATTEMPT_GAP_MS / 1000}::float8))
     RETURNING id::text, attempts, provider_customer_code AS "providerCustomerCode"`;
  const row = claimed[0];
  if (!row) return;
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, email: true, phoneNumber: true },
  });
  let result: AssignResult;
  try {
    result = await provider.assignAccount({
      userId,
      ...user,
      customerCode: row.providerCustomerCode,
      attempt: row.attempts - 1,
    });
  } catch (error) {
    if (error instanceof AccountRequestInterrupted && error.customerCode && !row.providerCustomerCode) {
      await db.virtualAccount.update({ where: { id: row.id }, data: { providerCustomerCode: error.customerCode } });
    }
    throw error;
  }
  await recordAssignResult(db, row.id, result);
}

/** Stores what the vendor answered. A number already taken (only the sandbox can draw one) stays pending. */
export async function recordAssignResult(db: Database, id: string, result: AssignResult): Promise<void> {
  const customer = result.customerCode ? { providerCustomerCode: result.customerCode } : {};
  if (result.status !== "assigned") {
    if (result.status === "failed") console.error(`Virtual account ${id} was refused by the funding provider.`);
    await db.virtualAccount.update({
      where: { id, status: { not: "ASSIGNED" } },
      data: { status: result.status === "failed" ? "FAILED" : "PENDING", ...customer },
    });
    return;
  }
  try {
    await db.virtualAccount.update({
      where: { id },
      data: {
        status: "ASSIGNED",
        bankName: result.bankName,
        accountNumber: result.accountNumber,
        accountName: result.accountName,
        providerReference: result.providerReference,
        ...customer,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.virtualAccount.update({ where: { id }, data: { lastAttemptAt: null } });
  }
}
