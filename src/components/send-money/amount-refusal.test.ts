import { TIERS, dailyLimitMessage } from "@/lib/limits";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";
import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages";
import { amountRefusal } from "./amount-refusal";

const say = createTranslator({ locale: "en", messages: MESSAGES.en, namespace: "sendMoney" });

const limits = { balanceKobo: 20_000_000n, leftTodayKobo: 5_000_000n, tier: TIERS[1] };

describe("the amount step's refusal", () => {
  it("refuses an amount above what the day leaves, with the server's own message", () => {
    expect(amountRefusal(5_000_100n, limits, say)).toEqual({
      title: "Daily Limit Reached",
      description: dailyLimitMessage(TIERS[1], 5_000_000n),
    });
    expect(amountRefusal(5_000_100n, limits, say)!.description).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦50,000.00 is left today.",
    );
  });

  it("lets through exactly what the day leaves", () => {
    expect(amountRefusal(5_000_000n, limits, say)).toBeNull();
  });

  it("refuses any amount once the day is used up", () => {
    expect(amountRefusal(100n, { ...limits, leftTodayKobo: 0n }, say)?.title).toBe("Daily Limit Reached");
  });

  it("refuses an amount above the balance first", () => {
    expect(amountRefusal(30_000_000n, { ...limits, leftTodayKobo: 500_000_000n }, say)).toEqual({
      title: "Insufficient Balance",
      description: INSUFFICIENT_BALANCE,
    });
  });
});
