import { TIERS, dailyLimitMessage, lagosDay, nextTierNeeds, tierFromProofs } from "./limits";
import { transferFeeKobo, transferTotalKobo } from "./fees";
import { sayPhrase } from "@/i18n/say-phrase";

describe("tiers", () => {
  it("holds the CBN's figures for tiers 1, 2 and 3", () => {
    expect(TIERS[1]).toEqual({
      level: 1,
      dailySendKobo: 5_000_000n,
      maxBalanceKobo: 30_000_000n,
      maxDepositKobo: null,
    });
    expect(TIERS[2]).toEqual({
      level: 2,
      dailySendKobo: 20_000_000n,
      maxBalanceKobo: 50_000_000n,
      maxDepositKobo: null,
    });
    expect(TIERS[3]).toEqual({ level: 3, dailySendKobo: 500_000_000n, maxBalanceKobo: null, maxDepositKobo: null });
  });

  it("grants a tier only for what was proved", () => {
    const none = { bvn: false, nin: false, selfie: false, address: false };
    expect(tierFromProofs(none)).toBeNull();
    expect(tierFromProofs({ ...none, selfie: true, address: true })).toBeNull();
    expect(tierFromProofs({ ...none, bvn: true })).toBe(1);
    expect(tierFromProofs({ ...none, nin: true })).toBe(1);
    expect(tierFromProofs({ ...none, nin: true, selfie: true })).toBe(2);
    expect(tierFromProofs({ ...none, bvn: true, selfie: true, address: true })).toBe(2);
    expect(tierFromProofs({ bvn: true, nin: true, selfie: true, address: false })).toBe(2);
    expect(tierFromProofs({ bvn: true, nin: true, selfie: true, address: true })).toBe(3);
  });

  it("says what the next tier needs", () => {
    const none = { bvn: false, nin: false, selfie: false, address: false };
    expect(nextTierNeeds(1, none)).toEqual(["nin", "selfie"]);
    expect(nextTierNeeds(1, { ...none, bvn: true })).toEqual(["selfie"]);
    expect(nextTierNeeds(2, { ...none, bvn: true, selfie: true })).toEqual(["nin", "address"]);
    expect(nextTierNeeds(3, { bvn: true, nin: true, selfie: true, address: true })).toEqual([]);
  });

  it("says the limit and what is left", () => {
    expect(sayPhrase(dailyLimitMessage(TIERS[1], 500_000n), "en")).toBe(
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
