import "server-only";
import { type Database, type JobContext, MONEY_TX, ApiError } from "@/server/platform";
import { postEntry } from "@/server/money/ledger/post-entry";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { newTransactionReference } from "@/server/money/ledger/reference";
import { bankByName, bankByVendorCode } from "@/server/money/banks/bank-directory";
import {
  type PayoutOutcome,
  type PayoutsProvider,
  PayoutsUnavailableError,
  payoutNarration,
} from "@/server/money/ports/payouts-provider";
import { decimalStringToKobo } from "@/lib/money";
import { sameName } from "@/lib/names";
import { phrase } from "@/i18n/phrase";
import { heldSnapshot, type HeldDepositSnapshot, type StaffActor, type StaffAudit } from "./held-deposits";
import { heldDepositMessage, tellAboutHeldMoney } from "./receive-deposit";
import { userTier } from "@/server/money/limits/user-tier";

const TEN_DIGITS = /^[0-9]{10}$/;

/**
 * Operations send a held deposit back to its sender, with a reason: a transfer out through the payouts port.
 * The account is the sender's as the provider gave it when that is a full account number at a known bank;
 * otherwise the operator gives it, and name enquiry must find the sender's name on it. The deposit is claimed
 * while it is still held (of two staff, or a release racing a return, one wins and the other is told), the
 * ledger moves it (held deposits -> bank payouts), and the person sees it returned to the sender. The
 * transfer is made after the claim commits, never under a lock; a bank that declines it puts the money back
 * on hold (settleHeldReturns asks again about one whose answer was lost).
 */
export async function returnHeldDeposit(
  db: Database,
  payouts: PayoutsProvider,
  actor: StaffActor,
  input: { transactionId: number; reason: string; accountNumber?: string; bankCode?: string },
  audit?: StaffAudit,
): Promise<{ before: HeldDepositSnapshot; after: HeldDepositSnapshot; state: "pending" | "sent" | "declined" }> {
  const reason = input.reason.trim();
  if (!reason) throw new ApiError("bad_request", phrase("serverErrors.staffReasonRequired"));
  const found = await heldSnapshot(db, input.transactionId);
  if (!found) throw new ApiError("not_found", phrase("serverErrors.heldDepositNotFound"));
  if (found.status !== "HELD") throw new ApiError("conflict", phrase("serverErrors.heldDepositHandled"));
  const incoming = found.incoming;
  if (!incoming) throw new ApiError("unprocessable", phrase("serverErrors.heldReturnOnlyBank"));
  const destination = await destinationOf(db, incoming, input);
  // Name enquiry before anything is claimed: a vendor call never holds a lock.
  const resolved = await payouts.resolveAccount(destination);
  if (!resolved) throw new ApiError("unprocessable", phrase("serverErrors.heldReturnNoAccount"));
  if (!sameName(resolved.accountName, incoming.senderName)) {
    throw new ApiError(
      "unprocessable",
      phrase("serverErrors.heldReturnNameMismatch", { name: resolved.accountName, sender: incoming.senderName }),
    );
  }
  const reference = newTransactionReference();
  const change = await db.$transaction(async (tx) => {
    const before = (await heldSnapshot(tx, input.transactionId))!;
    const returned = phrase("serverErrors.heldDepositReturned", { amount: { naira: before.amount } });
    const won = await tx.transaction.updateMany({
      where: { id: input.transactionId, status: "HELD" },
      // Only where the money went: the on-hold sentence is written afresh if the bank declines the return.
      data: { status: "REVERSED", failure: [returned] },
    });
    if (won.count === 0) throw new ApiError("conflict", phrase("serverErrors.heldDepositHandled"));
    await tx.incomingTransfer.update({ where: { transactionId: input.transactionId }, data: { status: "RETURNED" } });
    const data = {
      reference,
      provider: payouts.name,
      providerReference: null,
      amount: before.amount,
      bankCode: destination.bankCode,
      accountNumber: destination.accountNumber,
      accountName: resolved.accountName,
      status: "PENDING" as const,
      staffId: actor.staffId,
      reason: reason.slice(0, 1000),
      lastCheckedAt: null,
      settledAt: null,
      createdAt: new Date(),
    };
    // A return the bank declined before is tried again under a new reference.
    await tx.heldReturn.upsert({
      where: { transactionId: input.transactionId },
      create: { transactionId: input.transactionId, ...data },
      update: data,
    });
    await postEntry(tx, {
      kind: "held-deposit-returned",
      transactionId: input.transactionId,
      postings: [
        {
          accountId: systemAccountId("heldDeposits"),
          direction: "DEBIT",
          amountKobo: decimalStringToKobo(before.amount),
        },
        {
          accountId: systemAccountId("bankPayouts"),
          direction: "CREDIT",
          amountKobo: decimalStringToKobo(before.amount),
        },
      ],
    });
    const after = (await heldSnapshot(tx, input.transactionId))!;
    await audit?.(tx, { before, after });
    return { before, after };
  }, MONEY_TX);
  await sendHeldReturn(db, payouts, input.transactionId);
  const sent = await db.heldReturn.findUniqueOrThrow({ where: { transactionId: input.transactionId } });
  return { ...change, state: RETURN_STATES[sent.status] };
}

/** What the operator is told: on its way, handed to the bank, or declined (the money back on hold). */
const RETURN_STATES = { PENDING: "pending", SENT: "sent", FAILED: "declined" } as const;

/** The sender's account as the provider gave it, when it is whole; else the operator's. */
async function destinationOf(
  db: Database,
  incoming: NonNullable<HeldDepositSnapshot["incoming"]>,
  input: { accountNumber?: string; bankCode?: string },
): Promise<{ accountNumber: string; bankCode: string }> {
  const given = incoming.senderBank ? await bankByName(db, incoming.senderBank) : undefined;
  if (given && TEN_DIGITS.test(incoming.senderAccountNumber ?? "")) {
    return { accountNumber: incoming.senderAccountNumber!, bankCode: given.vendorCode };
  }
  if (!input.accountNumber || !input.bankCode) {
    throw new ApiError("unprocessable", phrase("serverErrors.heldReturnNeedsAccount"));
  }
  if (!TEN_DIGITS.test(input.accountNumber) || !(await bankByVendorCode(db, input.bankCode))) {
    throw new ApiError("unprocessable", phrase("serverErrors.heldReturnNoAccount"));
  }
  return { accountNumber: input.accountNumber, bankCode: input.bankCode };
}

/** Hands a pending return to the provider and records its answer; unreachable, it is left for the job. */
async function sendHeldReturn(db: Database, payouts: PayoutsProvider, transactionId: number): Promise<void> {
  const row = await db.heldReturn.findUniqueOrThrow({ where: { transactionId } });
  if (row.status !== "PENDING") return;
  let outcome: PayoutOutcome;
  try {
    outcome = await payouts.initiate({
      reference: row.reference,
      amountKobo: decimalStringToKobo(row.amount.toFixed(2)),
      currency: "NGN",
      recipient: { accountNumber: row.accountNumber, bankCode: row.bankCode, accountName: row.accountName },
      sender: { name: "Veil" },
      narration: payoutNarration(row.reference),
    });
  } catch (error) {
    if (error instanceof PayoutsUnavailableError) return;
    throw error;
  }
  await applyReturnOutcome(db, transactionId, outcome);
}

/**
 * A return's answer: sent, or declined (the money back on hold: bank payouts -> held deposits, the deposit Held
 * again with its own sentence), or still pending. Only the first answer for a pending return counts.
 */
async function applyReturnOutcome(db: Database, transactionId: number, outcome: PayoutOutcome): Promise<void> {
  if (outcome.status === "pending" || outcome.status === "not_found") {
    if (outcome.status === "pending") {
      await db.heldReturn.updateMany({
        where: { transactionId, status: "PENDING" },
        data: { providerReference: outcome.providerReference },
      });
    }
    return;
  }
  if (outcome.status === "success") {
    await db.$transaction(async (tx) => {
      const won = await tx.heldReturn.updateMany({
        where: { transactionId, status: "PENDING" },
        data: { status: "SENT", settledAt: new Date(), providerReference: outcome.providerReference },
      });
      if (won.count === 0) return;
      // Told once the bank has it, with the money gone from their hold for good.
      const row = await tx.transaction.findUniqueOrThrow({
        where: { id: transactionId },
        select: {
          userId: true,
          amount: true,
          user: { select: { phoneNumber: true } },
          incomingTransfer: { select: { senderName: true } },
        },
      });
      await tellAboutHeldMoney(tx, row.userId, row.user.phoneNumber, "outbox.held.returnedText", {
        amountKobo: decimalStringToKobo(row.amount.toFixed(2)),
        sender: row.incomingTransfer?.senderName ?? "",
      });
    });
    return;
  }
  await db.$transaction(async (tx) => {
    // A bank may return a transfer it had accepted: the money is back with Veil, so it is held again.
    const from = outcome.status === "reversed" ? (["PENDING", "SENT"] as const) : (["PENDING"] as const);
    const won = await tx.heldReturn.updateMany({
      where: { transactionId, status: { in: [...from] } },
      data: {
        status: "FAILED",
        settledAt: new Date(),
        ...(outcome.providerReference ? { providerReference: outcome.providerReference } : {}),
      },
    });
    if (won.count === 0) return;
    const row = await tx.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      select: { amount: true, userId: true },
    });
    const amountKobo = decimalStringToKobo(row.amount.toFixed(2));
    await postEntry(tx, {
      kind: "held-return-declined",
      transactionId,
      postings: [
        { accountId: systemAccountId("bankPayouts"), direction: "DEBIT", amountKobo },
        { accountId: systemAccountId("heldDeposits"), direction: "CREDIT", amountKobo },
      ],
    });
    await tx.transaction.update({
      where: { id: transactionId },
      data: { status: "HELD", failure: [heldDepositMessage(amountKobo, await userTier(tx, row.userId))] },
    });
    await tx.incomingTransfer.update({ where: { transactionId }, data: { status: "HELD" } });
  }, MONEY_TX);
}

/**
 * A provider's verified report (a webhook) about a held return, by its reference: the same settling as the
 * job's, and a transfer the bank reversed after paying it puts the money back on hold. False when the reference
 * is not a held return's, or its amount differs (logged, nothing changed).
 */
export async function applyHeldReturnUpdate(
  db: Database,
  update: { reference: string; amountKobo: bigint; providerReference: string | null; outcome: string },
): Promise<boolean> {
  const row = await db.heldReturn.findUnique({
    where: { reference: update.reference },
    select: { transactionId: true, amount: true },
  });
  if (!row) return false;
  if (decimalStringToKobo(row.amount.toFixed(2)) !== update.amountKobo) {
    console.error(`Held return webhook for ${JSON.stringify(update.reference)} has the wrong amount: ignored.`);
    return false;
  }
  // Only the status and the provider's id are read from a return's outcome.
  const outcome = { status: update.outcome, providerReference: update.providerReference } as PayoutOutcome;
  await applyReturnOutcome(db, row.transactionId, outcome);
  return true;
}

/** A return whose answer was lost is asked about again this long after it was last asked. */
const RETURN_CHECK_EVERY_MS = 60_000;

/**
 * Part of the settle-payouts job: the returns still pending (their answer lost, or the provider still working)
 * are asked about by their reference, and one the provider never received is sent again under it.
 */
export async function settleHeldReturns(db: Database, payouts: PayoutsProvider, context: JobContext): Promise<number> {
  const due = await db.$queryRaw<{ transaction_id: number }[]>`
    UPDATE held_returns SET last_checked_at = clock_timestamp()
     WHERE id IN (SELECT id FROM held_returns
                   WHERE status = 'PENDING' AND created_at < clock_timestamp() - interval '30 seconds'
                     AND (last_checked_at IS NULL
                          OR last_checked_at < clock_timestamp() - make_interval(secs => ${RETURN_CHECK_EVERY_MS / 1000}))
                   ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED)
     RETURNING transaction_id`;
  let handled = 0;
  for (const { transaction_id: transactionId } of due) {
    if (Date.now() >= context.deadline) break;
    try {
      const row = await db.heldReturn.findUniqueOrThrow({ where: { transactionId } });
      const outcome = await payouts.status({ reference: row.reference, providerReference: row.providerReference });
      if (outcome.status === "not_found") await sendHeldReturn(db, payouts, transactionId);
      else await applyReturnOutcome(db, transactionId, outcome);
      handled += 1;
    } catch (error) {
      console.error(`Held return ${transactionId} not settled:`, error instanceof Error ? error.message : "unknown");
    }
  }
  return handled;
}
