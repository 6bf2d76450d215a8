import fc from "fast-check";
import {
  decimalStringToKobo,
  formatAmount,
  formatNaira,
  koboToDecimalString,
  MAX_AMOUNT_KOBO,
  parseAmountToKobo,
} from "./money";

describe("parseAmountToKobo", () => {
  it.each([
    ["1", 100n],
    ["1000", 100_000n],
    ["0.5", 50n],
    ["0.50", 50n],
    ["1234.56", 123_456n],
    ["99999999.99", MAX_AMOUNT_KOBO],
  ])("reads %s as %s kobo", (input, kobo) => {
    expect(parseAmountToKobo(input)).toBe(kobo);
  });

  it.each([
    "1e3",
    "0x10",
    " 12",
    "12 ",
    "+12",
    "-12",
    "1,000",
    "１２",
    "1.001",
    "1.",
    ".5",
    "",
    "abc",
    "1..2",
    "00012",
    "012.50",
    "00",
  ])("refuses the string %j", (input) => {
    expect(parseAmountToKobo(input)).toBeNull();
  });

  it.each([12, 12.5, true, null, undefined, ["12"], { amount: "12" }])("refuses the non-string %j", (input) => {
    expect(parseAmountToKobo(input)).toBeNull();
  });

  it("adds 0.1 and 0.2 exactly, where floating point would not", () => {
    const sum = parseAmountToKobo("0.1")! + parseAmountToKobo("0.2")!;
    expect(koboToDecimalString(sum)).toBe("0.30");
  });
});

describe("decimal strings", () => {
  it("round-trips database decimals through kobo", () => {
    for (const value of ["0.00", "0.05", "1500.50", "99999999.99", "-42.10"]) {
      expect(koboToDecimalString(decimalStringToKobo(value))).toBe(value);
    }
    expect(decimalStringToKobo("1500.5")).toBe(150_050n);
  });

  it("refuses what is not a decimal amount", () => {
    expect(() => decimalStringToKobo("1e3")).toThrow("Not a money amount");
  });
});

describe("formatNaira", () => {
  it("shows naira with the en-NG grouping and two decimals", () => {
    expect(formatNaira("25000")).toBe("₦25,000.00");
    expect(formatNaira(5n)).toBe("₦0.05");
    expect(formatNaira("99999999.99")).toBe("₦99,999,999.99");
    expect(formatNaira("-25000.5")).toBe("-₦25,000.50");
    expect(formatAmount(123456789n)).toBe("1,234,567.89");
  });

  it("writes exactly what Intl.NumberFormat en-NG writes, for every amount up to the largest", () => {
    const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", minimumFractionDigits: 2 });
    const plain = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_AMOUNT_KOBO, max: MAX_AMOUNT_KOBO }), (kobo) => {
        const decimal = koboToDecimalString(kobo) as unknown as number; // Intl reads the decimal string exactly
        expect(formatNaira(kobo)).toBe(naira.format(decimal));
        expect(formatAmount(koboToDecimalString(kobo))).toBe(plain.format(decimal));
      }),
      { numRuns: 5000, examples: [[0n], [-1n], [99n], [100n], [99_999n], [100_000n], [MAX_AMOUNT_KOBO]] },
    );
  });
});
