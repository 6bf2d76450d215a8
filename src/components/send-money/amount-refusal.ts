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

export function amountRefusal(amountKobo: bigint, limits: AmountLimits): Refusal | null {
  const total = transferTotalKobo(amountKobo);
  if (total > limits.balanceKobo) return { title: "Insufficient Balance", description: INSUFFICIENT_BALANCE };
  if (total > limits.leftTodayKobo) {
    return {
      title: "Daily Limit Reached",
      description: dailyLimitMessage(limits.tier, limits.leftTodayKobo),
    };
  }
  return null;
}
