import "server-only";
import { type Database, type Answer, ApiError } from "@/server/platform";
import type { CardsProvider, ChargeOutcome } from "@/server/money/ports/cards-provider";
import { BANK_NOT_RESPONDING_TRY_AGAIN } from "@/server/money/ports/bank-not-responding";
import { stepOf, type ContinueTopUpInput } from "@/lib/schemas/add-money-steps";
import { fundingAnswer } from "./funding-answer";
import { refreshTopUp } from "./refresh-top-up";
import { settleOutcome, verifyOrPending } from "./settle-outcome";
import { applyChargeStatus, failTopUp } from "./settle-top-up";
import { claimStep, endSubmission, isSubmitting, releaseStep } from "./top-up-steps";
import { phrase } from "@/i18n/phrase";

export const TOP_UP_NOT_FOUND = phrase("serverErrors.topUpNotFound");
export const STILL_CHECKING = phrase("serverErrors.topUpStillChecking");
export const TOP_UP_CANCELLED = phrase("serverErrors.topUpCancelled");

/** The person's own card top-up by its reference; anyone else's is not found, whatever it is. */
export async function ownTopUp(db: Database, userId: string, reference: string) {
  // Anything not shaped like a reference names no top-up, and never reaches a query (a NUL would fail in it).
  if (!/^VEIL[0-9A-F]{20}$/.test(reference)) throw new ApiError("not_found", TOP_UP_NOT_FOUND);
  const found = await db.transaction.findFirst({
    where: { transactionReference: reference, userId, transactionType: "ADD_MONEY", cardCharge: { isNot: null } },
    select: { id: true, transactionReference: true, cardCharge: { select: { createdAt: true } } },
  });
  if (!found) throw new ApiError("not_found", TOP_UP_NOT_FOUND);
  return { transactionId: found.id, reference: found.transactionReference, createdAt: found.cardCharge!.createdAt };
}

/**
 * Passes what the bank asked for (a PIN, an OTP, a phone number, a birthday) to the acquirer and answers the
 * top-up's next state. Idempotent: the step is claimed by a conditional update, so a second submission of a
 * step already answered reaches no bank and answers where the top-up stands. The value itself is passed
 * through and never kept or logged.
 */
export async function continueTopUp(
  db: Database,
  cards: CardsProvider,
  userId: string,
  reference: string,
  input: ContinueTopUpInput,
): Promise<Answer> {
  const charge = await ownTopUp(db, userId, reference);
  const step = stepOf(input);
  if (!(await claimStep(db, charge.transactionId, step))) {
    if (await isSubmitting(db, charge.transactionId)) throw new ApiError("conflict", STILL_CHECKING);
    return fundingAnswer(db, charge.transactionId);
  }
  let outcome: ChargeOutcome;
  try {
    if ("pin" in input) outcome = await cards.submitPin(reference, input.pin);
    else if ("otp" in input) outcome = await cards.submitOtp(reference, input.otp);
    else if ("phone" in input) outcome = await cards.submitPhone(reference, input.phone);
    else outcome = await cards.submitBirthday(reference, input.birthday);
  } catch (error) {
    console.error(`Top-up ${reference} step not answered:`, error instanceof Error ? error.name : "unknown");
    await releaseStep(db, charge.transactionId, step);
    throw new ApiError("provider_unavailable", BANK_NOT_RESPONDING_TRY_AGAIN);
  }
  await settleOutcome(db, cards, charge, outcome);
  await endSubmission(db, charge.transactionId);
  return fundingAnswer(db, charge.transactionId);
}

/** Where a top-up stands once the person is back from their bank's 3-D Secure page: verified first. */
export async function returnedTopUp(db: Database, cards: CardsProvider, userId: string, reference: string) {
  const charge = await ownTopUp(db, userId, reference);
  await refreshTopUp(db, cards, charge.transactionId, { now: true });
  return fundingAnswer(db, charge.transactionId);
}

/**
 * The person gave up on a step (the PIN, the OTP): the top-up is asked about once more, credited if the bank
 * approved it after all, and otherwise failed at once, so it stops counting against the wallet's room. A late
 * approval of a failed top-up is voided wherever it is seen (settle-top-up.ts), so cancelling can never keep
 * money from the person.
 */
export async function cancelTopUp(db: Database, cards: CardsProvider, userId: string, reference: string) {
  const charge = await ownTopUp(db, userId, reference);
  if (await isSubmitting(db, charge.transactionId)) throw new ApiError("conflict", STILL_CHECKING);
  const status = await verifyOrPending(db, cards, charge);
  if (status.status === "approved" || status.status === "declined" || status.status === "voided") {
    await applyChargeStatus(db, cards, charge, status);
  } else {
    await failTopUp(db, charge.transactionId, TOP_UP_CANCELLED);
  }
  return fundingAnswer(db, charge.transactionId);
}
