import { TIERS, dailyLimitMessage } from "@/lib/limits";
import { formatNaira } from "@/lib/money";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";
import { createTranslator } from "next-intl";
import type { Language } from "@/i18n/locales";
import { MESSAGES } from "@/i18n/messages";
import { browserMessages } from "@/i18n/browser-messages";
import { amountRefusal, refusalWords, type RefusalWords } from "./amount-refusal";
import { sayPhrase } from "@/i18n/say-phrase";
import { english } from "@/test/english";

/** The words as the amount step makes them, from the catalogues the browser has (not the server's whole). */
function wordsIn(locale: Language): RefusalWords {
  const messages = browserMessages(MESSAGES[locale]) as typeof MESSAGES.en;
  const say = (namespace: "sendMoney" | "validation" | "serverErrors") =>
    createTranslator({ locale, messages, namespace }) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string;
  return refusalWords({ title: say("sendMoney"), validation: say("validation"), server: say("serverErrors") }, locale);
}

const say = wordsIn("en");
const limits = { balanceKobo: 20_000_000n, leftTodayKobo: 5_000_000n, tier: TIERS[1], balanceRoomKobo: 10_000_000n };

describe("the amount step's refusal", () => {
  it("refuses an amount above what the day leaves, with the server's own message", () => {
    expect(amountRefusal(5_000_100n, limits, say)).toEqual({
      title: "Daily Limit Reached",
      description: sayPhrase(dailyLimitMessage(TIERS[1], 5_000_000n), "en"),
    });
    expect(amountRefusal(5_000_100n, limits, say)!.description).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦50,000.00 is left today.",
    );
  });

  it("lets Card to Account go beyond the balance, never beyond the day's limit", () => {
    const empty = { ...limits, balanceKobo: 0n };
    expect(amountRefusal(100_000n, empty, say)?.title).toBe("Insufficient Balance");
    expect(amountRefusal(100_000n, empty, say, { byCard: true })).toBeNull();
    expect(amountRefusal(5_000_100n, empty, say, { byCard: true })?.title).toBe("Daily Limit Reached");
  });

  it("refuses Card to Account the wallet's cap could not take on its way, before the card or the PIN", () => {
    const nearCap = { ...limits, balanceKobo: 29_900_000n, balanceRoomKobo: 100_000n };
    expect(amountRefusal(100_000n, nearCap, say, { byCard: true })).toBeNull();
    expect(amountRefusal(2_000_000n, nearCap, say, { byCard: true })).toEqual({
      title: "Wallet Limit Reached",
      description:
        "A card payment passes through your wallet on its way, and this one would take your balance above ₦300,000.00, the most your wallet can hold at your verification level. You can pay up to ₦1,000.00 from a card now, or send from your balance.",
    });
    // A transfer from the balance does not pass through the cap; a tier with no cap never refuses.
    expect(amountRefusal(2_000_000n, nearCap, say)).toBeNull();
    expect(
      amountRefusal(2_000_000n, { ...nearCap, tier: TIERS[3], balanceRoomKobo: null }, say, { byCard: true }),
    ).toBeNull();
  });

  it("says it in the page's language, amounts included", () => {
    const french = amountRefusal(5_000_100n, limits, wordsIn("fr"))!;
    expect(french.title).toBe(MESSAGES.fr.sendMoney.dailyLimitReached);
    expect(french.description).toContain(formatNaira(5_000_000n, "fr"));
    expect(french.description).not.toContain("daily limit");
    expect(amountRefusal(30_000_000n, limits, wordsIn("es"))!.description).toBe(
      MESSAGES.es.validation.insufficientBalance,
    );
  });

  it("lets through exactly what the day leaves", () => {
    expect(amountRefusal(5_000_000n, limits, say)).toBeNull();
  });

  it("refuses any amount once the day is used up, saying nothing is left rather than a negative", () => {
    const refusal = amountRefusal(100n, { ...limits, leftTodayKobo: -100n }, say);
    expect(refusal?.title).toBe("Daily Limit Reached");
    expect(refusal?.description).toContain("₦0.00 is left today");
  });

  it("refuses an amount above the balance first", () => {
    expect(amountRefusal(30_000_000n, { ...limits, leftTodayKobo: 500_000_000n }, say)).toEqual({
      title: "Insufficient Balance",
      description: english(INSUFFICIENT_BALANCE),
    });
  });
});
