// What the amount step refuses before Continue, in the words the server would use after Complete Transfer:
// the same rule (the total, fee included, against the balance and what the day leaves) and the same text.
import { transferTotalKobo } from "@/lib/fees";
import { dailyLimitMessage, type Tier } from "@/lib/limits";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";

export type AmountLimits = {
  balanceKobo: bigint;
  leftTodayKobo: bigint;
  tier: Tier;
};

export type Refusal = { title: string; description: string };

/** The toast's titles, in the page's language: `useTranslations("sendMoney")`. */
export type RefusalWords = (key: "insufficientBalance" | "dailyLimitReached") => string;

export function amountRefusal(amountKobo: bigint, limits: AmountLimits, say: RefusalWords): Refusal | null {
  const total = transferTotalKobo(amountKobo);
  if (total > limits.balanceKobo) return { title: say("insufficientBalance"), description: INSUFFICIENT_BALANCE };
  if (total > limits.leftTodayKobo) {
    return {
      title: say("dailyLimitReached"),
      description: dailyLimitMessage(limits.tier, limits.leftTodayKobo),
    };
  }
  return null;
}
