import { Prisma } from "@/generated/prisma/client";
import { statusLabel } from "@/lib/transaction-display";
import type { TransactionView } from "@/lib/transaction-view";

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

export type TransactionRow = Prisma.TransactionGetPayload<{ select: typeof TRANSACTION_FIELDS }>;

/** The same columns for a query through the pool (the transfer's hot path), read by transactionFromSql. */
export const TRANSACTION_COLUMNS = `"id", "transaction_type", "amount"::text, "fee"::text, "description", "recipient_name",
  "recipient_account_number", "recipient_bank", "status", "transaction_reference", "transaction_date", "card_brand",
  "card_last4", "failure_reason"`;

/** A row of TRANSACTION_COLUMNS as Prisma would have read it: amounts stay exact decimals, never floats. */
export function transactionFromSql(row: Record<string, unknown>): TransactionRow {
  return {
    id: row.id as number,
    transactionType: row.transaction_type as TransactionRow["transactionType"],
    amount: new Prisma.Decimal(row.amount as string),
    fee: new Prisma.Decimal(row.fee as string),
    description: row.description as string | null,
    recipientName: row.recipient_name as string | null,
    recipientAccountNumber: row.recipient_account_number as string | null,
    recipientBank: row.recipient_bank as string | null,
    status: row.status as TransactionRow["status"],
    transactionReference: row.transaction_reference as string,
    transactionDate: row.transaction_date as Date,
    cardBrand: row.card_brand as string | null,
    cardLast4: row.card_last4 as string | null,
    failureReason: row.failure_reason as string | null,
  };
}

/** A transaction as the API answers it: amounts as exact decimal strings, the status as the screens show it. */
export function presentTransaction(row: TransactionRow): TransactionView {
  return {
    id: row.id,
    transactionType: row.transactionType,
    amount: row.amount.toFixed(2),
    fee: row.fee.toFixed(2),
    description: row.description,
    recipientName: row.recipientName,
    recipientAccountNumber: row.recipientAccountNumber,
    recipientBank: row.recipientBank,
    status: statusLabel(row.status),
    transactionReference: row.transactionReference,
    transactionDate: row.transactionDate.toISOString(),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureReason: row.failureReason,
  };
}

export type PresentedTransaction = TransactionView;
