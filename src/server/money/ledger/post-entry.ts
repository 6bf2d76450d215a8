import { type Tx, sqlState } from "@/server/platform";
import { koboToDecimalString } from "@/lib/money";

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

/**
 * Writes one balanced journal entry and moves the cached balance of every wallet it touches, through the
 * database's post_entry function: the one path every posting takes (send_money calls it too). It refuses an
 * unbalanced entry and a debit a wallet cannot pay, and writes nothing then.
 */
export async function postEntry(
  tx: Tx,
  input: { kind: string; transactionId?: number; postings: PostingInput[] },
): Promise<string> {
  const { postings } = input;
  try {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "post_entry"(${input.kind}, ${input.transactionId ?? null}::int,
        ${postings.map((posting) => posting.accountId)}::uuid[],
        ${postings.map((posting) => posting.direction)}::text[],
        ${postings.map((posting) => koboToDecimalString(posting.amountKobo))}::numeric[])::text AS "id"`;
    return row!.id;
  } catch (error) {
    const code = sqlState(error);
    if (code === "VL001") throw new InsufficientFundsError();
    if (code === "VL005") throw new UnbalancedEntryError((error as Error).message);
    throw error;
  }
}
