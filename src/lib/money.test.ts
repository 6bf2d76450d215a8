import fc from "fast-check";
import {
  decimalStringToKobo,
  formatAmount,
  formatNaira,
  formatSignedNaira,
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

describe("naira in every language", () => {
  const SEED = 19;
  const everyAmount = fc.bigInt({ min: -MAX_AMOUNT_KOBO * 1000n, max: MAX_AMOUNT_KOBO * 1000n });

  it("writes French and Spanish as those languages write money, still in naira", () => {
    expect(formatNaira("250000", "fr")).toBe("250\u202f000,00\u00a0₦");
    expect(formatNaira("250000", "es")).toBe("250.000,00\u00a0₦");
    expect(formatNaira("1234.5", "es")).toBe("1.234,50\u00a0₦"); // grouped, though Spanish alone groups from five digits
    expect(formatNaira(-5n, "fr")).toBe("-0,05\u00a0₦");
    expect(formatAmount(123456789n, "fr")).toBe("1\u202f234\u202f567,89");
    expect(formatSignedNaira("5000", "+", "fr")).toBe("+5\u202f000,00\u00a0₦");
    expect(formatSignedNaira("5000", "-", "en")).toBe("-₦5,000.00");
  });

  it("keeps English exactly as before when no language is given", () => {
    expect(formatNaira("250000")).toBe("₦250,000.00");
    expect(formatNaira("250000", "en")).toBe("₦250,000.00");
  });

  it.each(["en", "fr", "es"] as const)("shows exactly the kobo's digits in %s, whatever the size", (language) => {
    fc.assert(
      fc.property(everyAmount, (kobo) => {
        const abs = kobo < 0n ? -kobo : kobo;
        const shown = formatNaira(kobo, language);
        expect(shown.replace(/\D/g, "")).toBe(abs.toString().padStart(3, "0"));
        expect(shown.startsWith("-")).toBe(kobo < 0n);
        expect(shown).toContain("₦");
        expect(formatAmount(kobo, language).replace(/\D/g, "")).toBe(abs.toString().padStart(3, "0"));
      }),
      { seed: SEED, numRuns: 3000, examples: [[0n], [-1n], [99n], [100n], [123_456n], [-MAX_AMOUNT_KOBO]] },
    );
  });

  it.each(["fr", "es"] as const)(
    "writes what Intl writes for %s, every amount grouped, from the exact decimal",
    (language) => {
      const intl = new Intl.NumberFormat(language, {
        style: "currency",
        currency: "NGN",
        currencyDisplay: "narrowSymbol",
        useGrouping: "always",
      });
      fc.assert(
        fc.property(fc.bigInt({ min: -MAX_AMOUNT_KOBO, max: MAX_AMOUNT_KOBO }), (kobo) => {
          // Node's Intl reads a decimal string exactly; a browser's may not, which is why money.ts does not rely on it.
          expect(formatNaira(kobo, language)).toBe(intl.format(koboToDecimalString(kobo) as unknown as number));
        }),
        { seed: SEED, numRuns: 3000, examples: [[0n], [-1n], [100_000n], [MAX_AMOUNT_KOBO]] },
      );
    },
  );
});
