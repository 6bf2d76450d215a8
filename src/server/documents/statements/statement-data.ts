import "server-only";
import type { Database } from "@/server/platform";
import { decimalStringToKobo } from "@/lib/money";
import { periodInstants } from "@/lib/schemas/statement";
import { cleanName } from "@/lib/names";

/** One movement of the wallet's ledger account: a posting, with the transaction it belongs to. */
export type StatementLine = {
  at: Date;
  kind: string;
  transactionType: "SEND" | "RECEIVE" | "ADD_MONEY" | null;
  counterparty: string | null;
  feeKobo: bigint;
  reference: string | null;
  inKobo: bigint;
  outKobo: bigint;
  /** The wallet's balance just after this line. */
  balanceKobo: bigint;
};

export type StatementData = {
  accountName: string;
  walletId: string;
  from: string;
  to: string;
  openingKobo: bigint;
  closingKobo: bigint;
  lines: StatementLine[];
};

/** Postings read per query: a year of a busy wallet is read in pages, with progress between them. */
export const PAGE = 1_000;

type PostingRow = {
  id: bigint;
  created_at: Date;
  direction: "DEBIT" | "CREDIT";
  amount: string;
  kind: string;
  transaction_type: StatementLine["transactionType"];
  recipient_name: string | null;
  recipient_bank: string | null;
  fee: string | null;
  transaction_reference: string | null;
};

/** The wallet's ledger account, its owner's name and the number of postings in the period. */
export async function statementSubject(db: Database, userId: string, period: { from: string; to: string }) {
  const wallet = await db.wallet.findUnique({
    where: { userId },
    select: { walletId: true, ledgerAccountId: true, user: { select: { fullName: true } } },
  });
  if (!wallet) return null;
  const { start, end } = periodInstants(period);
  const count = await db.posting.count({
    where: { accountId: wallet.ledgerAccountId, createdAt: { gte: start, lt: end } },
  });
  return { ...wallet, count };
}

/**
 * A statement straight from the ledger: the opening balance is the sum of the wallet account's postings before
 * the period, each posting in it moves the running balance, and the closing balance is where that ends: the
 * ledger's balance at the period's end, by construction. Held money never reaches the wallet's account, and a
 * refund or reversal is its own credit posting, so both appear as the ledger has them.
 */
export async function statementData(
  db: Database,
  userId: string,
  period: { from: string; to: string },
  onPage: (read: number, total: number) => Promise<void> = async () => {},
): Promise<StatementData | null> {
  const subject = await statementSubject(db, userId, period);
  if (!subject) return null;
  const { start, end } = periodInstants(period);
  const [opening] = await db.$queryRaw<{ sum: string }[]>`
    SELECT COALESCE(SUM(CASE direction WHEN 'CREDIT' THEN amount ELSE -amount END), 0)::text AS sum
      FROM postings WHERE account_id = ${subject.ledgerAccountId}::uuid AND created_at < ${start}`;
  const openingKobo = decimalStringToKobo(opening!.sum);
  const lines: StatementLine[] = [];
  let balance = openingKobo;
  let after: { at: Date; id: bigint } = { at: new Date(start.getTime() - 1), id: 0n };
  for (;;) {
    const rows = await db.$queryRaw<PostingRow[]>`
      SELECT p.id, p.created_at, p.direction, p.amount::text AS amount, e.kind, t.transaction_type, t.recipient_name,
             t.recipient_bank, t.fee::text AS fee, t.transaction_reference
        FROM postings p
        JOIN ledger_entries e ON e.id = p.entry_id
        -- The wallet's own side of the entry: between two Veil wallets one entry moves the money, named by the
        -- sender's transaction; the recipient's line is their own Received transaction, never the sender's.
        LEFT JOIN transactions t ON t.user_id = ${userId}::uuid
              AND (t.id = e.transaction_id OR t.from_transaction_id = e.transaction_id)
       WHERE p.account_id = ${subject.ledgerAccountId}::uuid AND p.created_at >= ${start} AND p.created_at < ${end}
         AND (p.created_at, p.id) > (${after.at}::timestamptz, ${after.id}::bigint)
       ORDER BY p.created_at, p.id
       LIMIT ${PAGE}`;
    for (const row of rows) {
      const amount = decimalStringToKobo(row.amount);
      const credit = row.direction === "CREDIT";
      balance += credit ? amount : -amount;
      lines.push({
        at: row.created_at,
        kind: row.kind,
        transactionType: row.transaction_type,
        // Names banks wrote, some stored before they were cleaned on the way in.
        counterparty: cleanName(row.recipient_name ?? row.recipient_bank ?? "") || null,
        feeKobo: row.fee ? decimalStringToKobo(row.fee) : 0n,
        reference: row.transaction_reference,
        inKobo: credit ? amount : 0n,
        outKobo: credit ? 0n : amount,
        balanceKobo: balance,
      });
    }
    await onPage(lines.length, subject.count);
    if (rows.length < PAGE) break;
    const last = rows.at(-1)!;
    after = { at: last.created_at, id: last.id };
  }
  return {
    accountName: subject.user.fullName,
    walletId: subject.walletId,
    from: period.from,
    to: period.to,
    openingKobo,
    closingKobo: balance,
    lines,
  };
}
