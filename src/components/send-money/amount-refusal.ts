// What the amount step refuses before Continue, in the words the server would use after Complete Transfer:
// the same rule (the total, fee included, against the balance and what the day leaves) and the same sentences,
// from the same catalogue keys, in the page's language.
import { transferTotalKobo } from "@/lib/fees";
import type { Tier } from "@/lib/limits";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";

export type AmountLimits = {
  balanceKobo: bigint;
  leftTodayKobo: bigint;
  tier: Tier;
  /** What the wallet can still take under its tier's cap (null: no cap): a card payment passes through it. */
  balanceRoomKobo: bigint | null;
};

export type Refusal = { title: string; description: string };

/** The words, in the page's language: the toast's titles (sendMoney), and the sentences the server says. */
export type RefusalWords = {
  title: (key: "insufficientBalance" | "dailyLimitReached" | "walletCapReached") => string;
  insufficientBalance: () => string;
  dailyLimit: (limitKobo: bigint, leftKobo: bigint) => string;
  cardBalanceCap: (capKobo: bigint, roomKobo: bigint) => string;
};

export function amountRefusal(
  amountKobo: bigint,
  limits: AmountLimits,
  say: RefusalWords,
  options: { byCard?: boolean } = {},
): Refusal | null {
  const total = transferTotalKobo(amountKobo);
  // Card to Account is paid by the card, not from the balance.
  if (!options.byCard && total > limits.balanceKobo) {
    return { title: say.title("insufficientBalance"), description: say.insufficientBalance() };
  }
  if (total > limits.leftTodayKobo) {
    const left = limits.leftTodayKobo < 0n ? 0n : limits.leftTodayKobo;
    return { title: say.title("dailyLimitReached"), description: say.dailyLimit(limits.tier.dailySendKobo, left) };
  }
  // The card's money lands in the wallet before it goes on: it must fit under the cap, as the server checks.
  const cap = limits.tier.maxBalanceKobo;
  if (options.byCard && cap !== null && limits.balanceRoomKobo !== null && total > limits.balanceRoomKobo) {
    return { title: say.title("walletCapReached"), description: say.cardBalanceCap(cap, limits.balanceRoomKobo) };
  }
  return null;
}

type Say = (key: string, values?: Record<string, string>) => string;

/** The words from the three catalogues they live in (sendMoney, validation, serverErrors), for `language`. */
export function refusalWords(say: { title: Say; validation: Say; server: Say }, language: Language): RefusalWords {
  return {
    title: (key) => say.title(key),
    insufficientBalance: () => say.validation("insufficientBalance"),
    dailyLimit: (limitKobo, leftKobo) =>
      say.server("dailyLimit", { limit: formatNaira(limitKobo, language), left: formatNaira(leftKobo, language) }),
    cardBalanceCap: (capKobo, roomKobo) =>
      say.server("cardSendBalanceCap", { cap: formatNaira(capKobo, language), room: formatNaira(roomKobo, language) }),
  };
}
