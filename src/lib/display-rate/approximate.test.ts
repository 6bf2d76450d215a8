import fc from "fast-check";
import { approximateCents, centsToDecimal, isRateFresh, scaledRate } from "./approximate";

// A fixed seed: a run that fails fails again the same way.
const SEED = 20261127;

describe("approximateCents", () => {
  it("turns kobo into cents at the rate: ₦18,905.00 at ₦1,532.10 = $1 is $12.34", () => {
    expect(approximateCents(1_890_500n, "1532.10")).toBe(1234n);
    expect(centsToDecimal(approximateCents(1_890_500n, "1532.10")!)).toBe("12.34");
  });

  it("rounds half to even, exactly, where a float would not", () => {
    // 250 kobo at ₦1 = 1 unit is 250 cents; at ₦4 it is 62.5 cents: even 62; 150 at ₦4 is 37.5: even 38.
    expect(approximateCents(250n, "4")).toBe(62n);
    expect(approximateCents(150n, "4")).toBe(38n);
    expect(approximateCents(7n, "2")).toBe(4n); // 3.5 -> 4
    expect(approximateCents(5n, "2")).toBe(2n); // 2.5 -> 2
    expect(approximateCents(-150n, "4")).toBe(-38n);
  });

  it("refuses a rate that is not a positive decimal of at most six places", () => {
    for (const rate of ["0", "0.000000", "-1", "1e3", "1.1234567", "01.5", "", " 1"]) {
      expect(approximateCents(100n, rate)).toBeNull();
    }
    expect(scaledRate("0.000001")).toBe(1n);
  });

  it("is within half a cent of the exact quotient for any amount and rate (property, fixed seed)", () => {
    const rate = fc
      .tuple(fc.bigInt({ min: 0n, max: 99_999n }), fc.bigInt({ min: 0n, max: 999_999n }))
      .filter(([whole, millionths]) => whole > 0n || millionths > 0n)
      .map(([whole, millionths]) => `${whole}.${millionths.toString().padStart(6, "0")}`);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), rate, (kobo, nairaPerUnit) => {
        const cents = approximateCents(kobo, nairaPerUnit)!;
        const scaled = scaledRate(nairaPerUnit)!;
        // |cents - kobo/rate| <= 1/2  <=>  |2·cents·scaled - 2·kobo·10^6| <= scaled
        const gap = 2n * cents * scaled - 2n * kobo * 1_000_000n;
        const abs = gap < 0n ? -gap : gap;
        expect(abs <= scaled).toBe(true);
        // On an exact tie the even neighbour wins.
        if (abs === scaled) expect(cents % 2n).toBe(0n);
        // The sign follows the amount's: an outgoing amount never shows as incoming.
        if (kobo > 0n) expect(cents >= 0n).toBe(true);
        if (kobo < 0n) expect(cents <= 0n).toBe(true);
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it("writes cents as an exact decimal", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (cents) => {
        const text = centsToDecimal(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(BigInt(text.replace(".", ""))).toBe(cents);
      }),
      { seed: SEED },
    );
  });
});

describe("isRateFresh", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it("shows a rate up to three days after the day it is for, and never one from the future", () => {
    expect(isRateFresh("2026-11-24", now)).toBe(true);
    expect(isRateFresh("2026-11-21", now)).toBe(true);
    expect(isRateFresh("2026-11-20", now)).toBe(false);
    expect(isRateFresh("2026-11-25", now)).toBe(false);
    expect(isRateFresh("not a date", now)).toBe(false);
  });
});
