// Veil's side of the daily reconciliation: the payouts, card charges and deposits the ledger holds for one
// provider, read as ProviderRecord so both sides compare alike. Each is found by the time the provider would
// have made its record: a payout when it was handed over, a card charge when it was started, a deposit when paid.
import "server-only";
import { decimalStringToKobo } from "@/lib/money";
import type { Database } from "@/server/platform";
import type { TimeWindow } from "@/server/money/ports/funding-provider";
import type { ProviderRecord, RecordStatus, RecordType } from "@/server/money/ports/provider-records";

export type VeilRecord = ProviderRecord & { transactionId: number };

const HELD_RETURN_STATUS: Record<string, RecordStatus> = { PENDING: "pending", SENT: "success", FAILED: "failed" };

const PAYOUT_STATUS: Record<string, RecordStatus> = {
  PENDING: "pending",
  SUCCEEDED: "success",
  FAILED: "failed",
  REVERSED: "reversed",
};

/** A top-up's charge: voided (its money given back to the card) reads as the provider's reversed. */
function cardChargeStatus(transactionStatus: string, voided: boolean): RecordStatus {
  if (voided) return "reversed";
  if (transactionStatus === "COMPLETED") return "success";
  return transactionStatus === "FAILED" ? "failed" : "pending";
}

const kobo = (amount: { toFixed(digits: number): string }) => decimalStringToKobo(amount.toFixed(2));

/** Veil's records of this type and provider made within the window, or (with `references`) with these references. */
export async function veilRecords(
  db: Database,
  recordType: RecordType,
  provider: string,
  scope: { window: TimeWindow } | { references: string[] },
): Promise<VeilRecord[]> {
  const within = "window" in scope ? { gte: scope.window.from, lt: scope.window.to } : undefined;
  const references = "references" in scope ? { in: scope.references } : undefined;
  if (recordType === "payout") {
    const rows = await db.payout.findMany({
      where: {
        provider,
        ...(within ? { submittedAt: within } : { reference: references, submittedAt: { not: null } }),
      },
      select: { reference: true, amount: true, status: true, submittedAt: true, transactionId: true },
    });
    // Held money returned to its sender is a transfer out too, recorded apart from the person's own payouts.
    const returns = await db.heldReturn.findMany({
      where: { provider, ...(within ? { createdAt: within } : { reference: references }) },
      select: { reference: true, amount: true, status: true, createdAt: true, transactionId: true },
    });
    return [
      ...rows.map((row) => ({
        recordType,
        reference: row.reference,
        amountKobo: kobo(row.amount),
        status: PAYOUT_STATUS[row.status]!,
        at: row.submittedAt!,
        transactionId: row.transactionId,
      })),
      ...returns.map((row) => ({
        recordType,
        reference: row.reference,
        amountKobo: kobo(row.amount),
        status: HELD_RETURN_STATUS[row.status]!,
        at: row.createdAt,
        transactionId: row.transactionId,
      })),
    ];
  }
  if (recordType === "card_charge") {
    const rows = await db.cardCharge.findMany({
      where: { provider, ...(within ? { createdAt: within } : { transaction: { transactionReference: references } }) },
      select: {
        createdAt: true,
        voidedAt: true,
        transactionId: true,
        transaction: { select: { transactionReference: true, amount: true, status: true } },
      },
    });
    return rows.map((row) => ({
      recordType,
      reference: row.transaction.transactionReference,
      amountKobo: kobo(row.transaction.amount),
      status: cardChargeStatus(row.transaction.status, row.voidedAt !== null),
      at: row.createdAt,
      transactionId: row.transactionId,
    }));
  }
  const rows = await db.incomingTransfer.findMany({
    where: {
      provider,
      ...(within
        ? { OR: [{ paidAt: within }, { paidAt: null, createdAt: within }] }
        : { providerReference: references }),
    },
    select: { providerReference: true, amount: true, paidAt: true, createdAt: true, transactionId: true },
  });
  // Credited or held, the money arrived: the provider calls both a success.
  return rows.map((row) => ({
    recordType,
    reference: row.providerReference,
    amountKobo: kobo(row.amount),
    status: "success" as const,
    at: row.paidAt ?? row.createdAt,
    transactionId: row.transactionId,
  }));
}
