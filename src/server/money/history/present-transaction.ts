import type { Prisma } from "@/generated/prisma/client";
import { statusLabel } from "@/lib/transaction-display";
import { cleanName } from "@/lib/names";
import type { TransactionView } from "@/lib/transaction-view";
import type { Language } from "@/i18n/locales";
import { serverText } from "@/server/platform";

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
  failureReason: true,
} as const satisfies Prisma.TransactionSelect;

/** A transaction shown on its own (its detail page, a transfer's receipt): also the payout's NIP session id. */
export const TRANSACTION_DETAIL_FIELDS = {
  ...TRANSACTION_FIELDS,
  payout: { select: { sessionId: true } },
} as const satisfies Prisma.TransactionSelect;

export type TransactionRow = Prisma.TransactionGetPayload<{ select: typeof TRANSACTION_FIELDS }> & {
  payout?: { sessionId: string | null } | null;
};

/**
 * A transaction as the API answers it: amounts as exact decimal strings, the status as the screens show it, and
 * why it failed (stored in English, as the bank's answer was recorded) in the person's language.
 */
export function presentTransaction(row: TransactionRow, language: Language = "en"): TransactionView {
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
    status: statusLabel(row.status),
    transactionReference: row.transactionReference,
    transactionDate: row.transactionDate.toISOString(),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureReason: row.failureReason === null ? null : serverText(row.failureReason, language),
    ...(row.payout === undefined ? {} : { sessionId: row.payout?.sessionId ?? null }),
  };
}

export type PresentedTransaction = TransactionView;

/**
 * A stored answer that carries a transaction (a transfer's, replayed for its Idempotency-Key in whatever
 * language it was first written) with its failure reason in the language of the person asking now.
 */
export async function inLanguage<T>(body: T, languageOf: () => Promise<Language>): Promise<T> {
  const transaction = (body as { data?: { transaction?: TransactionView } } | null)?.data?.transaction;
  // The language costs a read: asked only when there is a reason to say.
  if (!transaction?.failureReason) return body;
  const language = await languageOf();
  if (language === "en") return body;
  const data = (body as { data: object }).data;
  return {
    ...body,
    data: { ...data, transaction: { ...transaction, failureReason: serverText(transaction.failureReason, language) } },
  };
}
