import type { Prisma } from "@/generated/prisma/client";
import { statusLabel } from "@/lib/transaction-display";
import { cleanName } from "@/lib/names";
import type { TransactionView } from "@/lib/transaction-view";
import type { Language } from "@/i18n/locales";
import { type Phrase, storedPhrases } from "@/i18n/phrase";
import { sayPhrases } from "@/i18n/say-phrase";

/** The phrase a cancelled cooling-off send fails with (scheduled-sends.ts): what makes it read Cancelled. */
export const CANCELLED_BY_SENDER = "serverErrors.scheduledCancelled";

/** The columns the API and the screens show: nothing else leaves the database (no user id). */
export const TRANSACTION_FIELDS = {
  id: true,
  transactionType: true,
  amount: true,
  fee: true,
  description: true,
  recipientName: true,
  recipientAccountNumber: true,
  recipientBank: true,
  status: true,
  transactionReference: true,
  transactionDate: true,
  cardBrand: true,
  cardLast4: true,
  failure: true,
} as const satisfies Prisma.TransactionSelect;

/**
 * A transaction shown on its own (its detail page, a transfer's receipt): also the payout's NIP session id, and
 * for a Card to Account payment kept in the wallet, why its transfer was not made.
 */
export const TRANSACTION_DETAIL_FIELDS = {
  ...TRANSACTION_FIELDS,
  payout: {
    select: { sessionId: true, sendAfter: true, submittedAt: true, providerStatus: true, pendingNoticeAt: true },
  },
  cardSend: { select: { refusal: true } },
} as const satisfies Prisma.TransactionSelect;

export type TransactionRow = Prisma.TransactionGetPayload<{ select: typeof TRANSACTION_FIELDS }> & {
  payout?: {
    sessionId: string | null;
    sendAfter?: Date | null;
    submittedAt?: Date | null;
    providerStatus?: string | null;
    pendingNoticeAt?: Date | null;
  } | null;
  cardSend?: { refusal: Prisma.JsonValue } | null;
};

/**
 * A transaction as the API answers it: amounts as exact decimal strings, the status as the screens show it, and
 * why it failed (stored as phrases) said in the person's language.
 */
export function presentTransaction(row: TransactionRow, language: Language = "en"): TransactionView {
  const answer = transactionForAnswer(row);
  return { ...answer, failureReason: answer.failureReason && sayPhrases(answer.failureReason, language) };
}

/** A transaction as an answer carries it before it is said: its failure still phrases (sayAnswer says them). */
export type UnsaidTransaction = Omit<TransactionView, "failureReason"> & { failureReason: Phrase[] | null };

/**
 * The transaction for an answer that is stored with its Idempotency-Key and may be replayed to a reader of
 * another language: the route says it (sayAnswer) on the way out, fresh or replayed.
 */
export function transactionForAnswer(row: TransactionRow): UnsaidTransaction {
  // A card payment whose transfer was refused after the charge (the day's limit used meanwhile) succeeded as a
  // payment; why the money stayed in the wallet is its send's refusal.
  const failure = storedPhrases(row.failure ?? row.cardSend?.refusal ?? null);
  return {
    id: row.id,
    transactionType: row.transactionType,
    amount: row.amount.toFixed(2),
    fee: row.fee.toFixed(2),
    description: row.description,
    // Names written by banks, some stored before they were cleaned on the way in.
    recipientName: (row.recipientName && cleanName(row.recipientName)) || null,
    recipientAccountNumber: row.recipientAccountNumber,
    recipientBank: (row.recipientBank && cleanName(row.recipientBank)) || null,
    // A send its sender cancelled in its wait failed by their choice: it reads Cancelled, not Failed.
    status: failure[0]?.key === CANCELLED_BY_SENDER ? "Cancelled" : statusLabel(row.status),
    transactionReference: row.transactionReference,
    transactionDate: row.transactionDate.toISOString(),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureReason: failure.length > 0 ? failure : null,
    ...(row.payout === undefined
      ? {}
      : {
          sessionId: row.payout?.sessionId ?? null,
          scheduledFor: scheduledFor(row.status, row.payout),
          ...(row.status === "PENDING" && {
            providerStatus: row.payout?.providerStatus ?? null,
            pendingNotice: Boolean(row.payout?.pendingNoticeAt),
          }),
        }),
  };
}

/** When a cooling-off send will go, while it still waits (Pending, never handed to the provider); else null. */
export function scheduledFor(
  status: TransactionRow["status"],
  payout: { sendAfter?: Date | null; submittedAt?: Date | null } | null,
): string | null {
  if (status !== "PENDING" || !payout?.sendAfter || payout.submittedAt) return null;
  return payout.sendAfter.toISOString();
}

export type PresentedTransaction = TransactionView;
