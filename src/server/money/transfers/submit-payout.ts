import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Database } from "@/server/platform";
import {
  type PayoutOutcome,
  type PayoutRequest,
  type PayoutsProvider,
  PayoutOutcomeUnknownError,
} from "@/server/money/ports/payouts-provider";
import { decimalStringToKobo } from "@/lib/money";
import { settleAcceptedPayout, settlePayout } from "./settle-payout";

/** What sending (or resending) a payout needs from its row. */
export const PAYOUT_FIELDS = {
  id: true,
  reference: true,
  amount: true,
  bankCode: true,
  accountNumber: true,
  accountName: true,
  narration: true,
  providerReference: true,
  submittedAt: true,
} as const satisfies Prisma.PayoutSelect;

export type PayoutRow = Prisma.PayoutGetPayload<{ select: typeof PAYOUT_FIELDS }>;

/** What a payout asks of the provider: naira, from Veil (never the person), to the recipient as recorded. */
export function payoutRequestFor(payout: {
  reference: string;
  amountKobo: bigint;
  recipient: PayoutRequest["recipient"];
  narration: string;
}): PayoutRequest {
  return { ...payout, currency: "NGN", sender: { name: "Veil" } };
}

/** Exactly what the provider is sent: built from the stored payout, so a resubmission sends the same. */
export function payoutRequest(payout: PayoutRow): PayoutRequest {
  return payoutRequestFor({
    reference: payout.reference,
    amountKobo: decimalStringToKobo(payout.amount.toFixed(2)),
    recipient: { accountNumber: payout.accountNumber, bankCode: payout.bankCode, accountName: payout.accountName },
    narration: payout.narration,
  });
}

/** Records what the provider answered: final answers settle the payout, a pending one waits for a webhook. */
export async function applyOutcome(db: Database, payoutId: string, outcome: PayoutOutcome): Promise<void> {
  if (outcome.status === "success") {
    await settlePayout(db, payoutId, {
      outcome: "success",
      providerReference: outcome.providerReference,
      sessionId: outcome.sessionId,
    });
  } else if (outcome.status === "failed" || outcome.status === "reversed") {
    await settlePayout(db, payoutId, {
      outcome: outcome.status,
      providerReference: outcome.providerReference,
      reason: outcome.reason,
      sessionId: outcome.sessionId,
    });
  } else if (outcome.status === "pending") {
    await db.payout.updateMany({
      where: { id: payoutId, status: "PENDING" },
      data: {
        providerReference: outcome.providerReference,
        ...(outcome.sessionId ? { sessionId: outcome.sessionId } : {}),
        ...(outcome.providerStatus ? { providerStatus: outcome.providerStatus } : {}),
      },
    });
  }
}

/**
 * Hands the payout to the provider. If the provider cannot be reached, or does not say what it did, the payout
 * stays pending: the reconciler asks for its status later and sends it again if the provider never got it
 * (the reference makes a second send safe). The money stays debited meanwhile, as it would at any bank. Returns the provider's
 * answer, or null when it could not be reached. With `settleAccepted: false`, an accepted payout is left for
 * the caller to settle (the transfer does, storing its answer in the same statement).
 */
export async function submitPayout(
  db: Database,
  payouts: PayoutsProvider,
  payoutId: string,
  request: PayoutRequest,
  options: { settleAccepted: boolean } = { settleAccepted: true },
): Promise<PayoutOutcome | null> {
  let outcome: PayoutOutcome;
  try {
    outcome = await payouts.initiate(request);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PayoutOutcomeUnknownError) {
      // It may have been made: from now on its status is asked for, and it is sent again only if the
      // provider has never heard of it.
      console.error(`Payout ${request.reference} submitted, outcome unknown:`, message);
      await db.payout.updateMany({ where: { id: payoutId, submittedAt: null }, data: { submittedAt: new Date() } });
    } else {
      console.error(`Payout ${request.reference} not submitted:`, message);
    }
    return null;
  }
  // An accepted payout records its submission in the statement that settles it (the common case, one round
  // trip); any other answer records it first.
  if (outcome.status === "success") {
    if (options.settleAccepted) {
      await settleAcceptedPayout(db, payoutId, outcome);
    }
    return outcome;
  }
  await db.payout.updateMany({ where: { id: payoutId, submittedAt: null }, data: { submittedAt: new Date() } });
  await applyOutcome(db, payoutId, outcome);
  return outcome;
}
