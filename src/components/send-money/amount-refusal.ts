// What the amount step refuses before Continue, in the words the server would use after Complete Transfer:
// the same rule (the total, fee included, against the balance and what the day leaves) and the same sentences,
// from the same catalogue keys, in the page's language.
import { transferTotalKobo } from "@/lib/fees";
import type { Tier } from "@/lib/limits";

export type AmountLimits = {
  balanceKobo: bigint;
  leftTodayKobo: bigint;
  tier: Tier;
};

export type Refusal = { title: string; description: string };

/** The words, in the page's language: the toast's titles (sendMoney), and the sentences the server says. */
export type RefusalWords = {
  title: (key: "insufficientBalance" | "dailyLimitReached") => string;
  insufficientBalance: () => string;
  dailyLimit: (limitKobo: bigint, leftKobo: bigint) => string;
};

export function amountRefusal(amountKobo: bigint, limits: AmountLimits, say: RefusalWords): Refusal | null {
  const total = transferTotalKobo(amountKobo);
  if (total > limits.balanceKobo) {
    return { title: say.title("insufficientBalance"), description: say.insufficientBalance() };
  }
  if (total > limits.leftTodayKobo) {
    const left = limits.leftTodayKobo < 0n ? 0n : limits.leftTodayKobo;
    return { title: say.title("dailyLimitReached"), description: say.dailyLimit(limits.tier.dailySendKobo, left) };
  }
  return null;
}
