import type { Tx } from "@/server/prisma-client";
import { koboToDecimalString } from "@/lib/money";
import { SYSTEM_ACCOUNTS } from "./accounts";

const SYSTEM_ACCOUNT_IDS: ReadonlySet<string> = new Set(Object.values(SYSTEM_ACCOUNTS).map((account) => account.id));

export type PostingInput = {
  accountId: string;
  direction: "DEBIT" | "CREDIT";
  amountKobo: bigint;
};

export class InsufficientFundsError extends Error {
  constructor() {
    super("Insufficient Balance: You don't have enough balance for this transfer.");
    this.name = "InsufficientFundsError";
  }
}

export class UnbalancedEntryError extends Error {}

export function assertBalanced(postings: PostingInput[]): void {
  if (postings.length < 2) throw new UnbalancedEntryError("An entry needs at least two postings.");
  let net = 0n;
  for (const posting of postings) {
    if (posting.amountKobo <= 0n) throw new UnbalancedEntryError("Posting amounts must be positive.");
    net += posting.direction === "DEBIT" ? posting.amountKobo : -posting.amountKobo;
  }
  if (net !== 0n) throw new UnbalancedEntryError(`Debits and credits differ by ${net} kobo.`);
}

/**
 * Writes one balanced journal entry and moves the cached balance of every wallet it touches. A wallet is
 * credit-normal: a credit raises its balance, a debit lowers it. The debit is one conditional UPDATE (no
 * read-then-write), so two concurrent debits can never both spend the same naira; the CHECK constraint on
 * wallets.balance and the deferred balance trigger on postings back this up in the database.
 */
export async function postEntry(
  tx: Tx,
  input: { kind: string; transactionId?: number; postings: PostingInput[] },
): Promise<string> {
  assertBalanced(input.postings);
  // Debits first: a refused debit stops the entry before anything else is written.
  const ordered = [...input.postings].sort((a, b) =>
    a.direction === b.direction ? 0 : a.direction === "DEBIT" ? -1 : 1,
  );
  for (const posting of ordered) {
    // Veil's own accounts have fixed ids and no cached balance; every other account is a wallet's. (This
    // used to be looked up with a query per entry; the UPDATEs below now prove it instead.)
    if (SYSTEM_ACCOUNT_IDS.has(posting.accountId)) continue;
    const amount = koboToDecimalString(posting.amountKobo);
    if (posting.direction === "DEBIT") {
      const moved = await tx.$executeRaw`
        UPDATE "wallets" SET "balance" = "balance" - ${amount}::numeric, "updated_at" = now()
        WHERE "ledger_account_id" = ${posting.accountId}::uuid AND "balance" >= ${amount}::numeric`;
      if (moved !== 1) {
        const exists = await tx.wallet.count({ where: { ledgerAccountId: posting.accountId } });
        throw exists ? new InsufficientFundsError() : new UnbalancedEntryError(`No wallet for ${posting.accountId}.`);
      }
    } else {
      const moved = await tx.$executeRaw`
        UPDATE "wallets" SET "balance" = "balance" + ${amount}::numeric, "updated_at" = now()
        WHERE "ledger_account_id" = ${posting.accountId}::uuid`;
      if (moved !== 1) throw new UnbalancedEntryError(`No wallet for ${posting.accountId}.`);
    }
  }
  const entry = await tx.ledgerEntry.create({
    data: { kind: input.kind, transactionId: input.transactionId },
    select: { id: true },
  });
  await tx.posting.createMany({
    data: input.postings.map((posting) => ({
      entryId: entry.id,
      accountId: posting.accountId,
      direction: posting.direction,
      amount: koboToDecimalString(posting.amountKobo),
    })),
  });
  return entry.id;
}
