import "server-only";
import { HOUR_MS, type Database } from "@/server/platform";
import { fundingProvider } from "@/server/vendors";
import type { FundingProvider } from "@/server/money/ports/funding-provider";
import { decimalStringToKobo } from "@/lib/money";
import { type DepositOutcome, handleDedicatedAccountCharge } from "./receive-deposit";
import { toIncomingCharge } from "./incoming-charge";

/** How far back the requery looks: a webhook lost for longer than this is the daily reconciliation's to find. */
export const REQUERY_WINDOW_MS = 48 * HOUR_MS;

export type RequeryResult = { listed: number } & Partial<Record<DepositOutcome, number>>;

/**
 * Asks the funding provider for the deposits to dedicated accounts paid in the last 48 hours and hands each one
 * Veil has not recorded to handleDedicatedAccountCharge, the path its charge.success webhook takes: a deposit is
 * credited once however often, and by whichever server, it is seen (the wallet's lock and the unique provider
 * reference decide). The list is read before any lock is taken. What cannot be credited (an account number that
 * is not ours, not naira) is recorded for staff as the webhook's would be, and so is a deposit the provider lists
 * with another amount than Veil credited: a disagreement never moves money.
 */
export async function requeryDeposits(
  db: Database,
  provider: FundingProvider = fundingProvider(db),
  now: Date = new Date(),
): Promise<RequeryResult> {
  const deposits = await provider.recentDeposits({ from: new Date(now.getTime() - REQUERY_WINDOW_MS), to: now });
  const referenceOf = (data: unknown) => (data as { reference?: unknown } | null)?.reference;
  const references = deposits.map(referenceOf).filter((one): one is string => typeof one === "string");
  const known = new Map(
    (
      await db.incomingTransfer.findMany({
        where: { providerReference: { in: references } },
        select: { providerReference: true, amount: true, transactionId: true },
      })
    ).map((one) => [one.providerReference, one]),
  );
  const result: RequeryResult = { listed: deposits.length };
  for (const data of deposits) {
    const reference = referenceOf(data);
    const seen = typeof reference === "string" ? known.get(reference) : undefined;
    if (seen) {
      await reportDisagreement(db, data, seen);
      continue;
    }
    const outcome = await handleDedicatedAccountCharge(db, data);
    result[outcome] = (result[outcome] ?? 0) + 1;
  }
  return result;
}

/**
 * A deposit Veil credited whose amount the provider now lists differently: nothing is moved, and staff are told
 * (funding_anomalies, once per reference), as the daily reconciliation would list it.
 */
async function reportDisagreement(
  db: Database,
  data: unknown,
  seen: { providerReference: string; amount: { toFixed(digits: number): string }; transactionId: number },
) {
  const listed = toIncomingCharge(data);
  const credited = decimalStringToKobo(seen.amount.toFixed(2));
  if (!listed || listed.amountKobo === credited) return;
  const detail = `Transaction ${seen.transactionId}: credited ${credited} kobo, the provider lists ${listed.amountKobo}.`;
  console.error(`Deposit ${seen.providerReference}: the requery disagrees with the ledger.`);
  await db.$executeRaw`
    INSERT INTO "funding_anomalies" ("id", "provider_reference", "reason", "detail")
    VALUES (gen_random_uuid(), ${seen.providerReference}, 'requery_disagrees', ${detail})
    ON CONFLICT ("provider_reference", "reason") DO NOTHING`;
}
