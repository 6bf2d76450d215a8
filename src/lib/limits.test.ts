import { TIERS, dailyLimitMessage, lagosDay, tierFor } from "./limits";
import { transferFeeKobo, transferTotalKobo } from "./fees";

describe("tiers", () => {
  it("holds the CBN's figures: BVN is tier 3, phone only is tier 1", () => {
    expect(tierFor({ bvn: true })).toEqual({
      level: 3,
      dailySendKobo: 500_000_000n,
      maxBalanceKobo: null,
      maxDepositKobo: null,
    });
    expect(tierFor({ bvn: false })).toEqual({
      level: 1,
      dailySendKobo: 5_000_000n,
      maxBalanceKobo: 30_000_000n,
      maxDepositKobo: null,
    });
  });

  it("says the limit and what is left", () => {
    expect(dailyLimitMessage(TIERS[1], 500_000n)).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦5,000.00 is left today.",
    );
  });

  it("counts days in Lagos time (UTC+1)", () => {
    expect(lagosDay(new Date("2026-11-21T22:59:59Z"))).toBe("2026-11-21");
    expect(lagosDay(new Date("2026-11-21T23:00:00Z"))).toBe("2026-11-22");
  });
});

describe("fees", () => {
  it("charges nothing today, so the total is the amount", () => {
    expect(transferFeeKobo(123_456n)).toBe(0n);
    expect(transferTotalKobo(123_456n)).toBe(123_456n);
  });
});
