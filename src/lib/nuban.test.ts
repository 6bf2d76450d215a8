import { PRODUCT_BANKS } from "./banks";
import { fitsNuban, nubanCheckDigit, nubanFor, nubanForCode } from "./nuban";

describe("NUBAN check digit", () => {
  it("gives the NUBAN standard's example: First Bank (011), serial 000001457 -> 0000014579", () => {
    // 0*3 + 1*7 + 1*3 + 0*3 + 0*7 + 0*3 + 0*3 + 0*7 + 1*3 + 4*3 + 5*7 + 7*3 = 81, and 10 - 1 = 9.
    expect(nubanCheckDigit("000011", "000001457")).toBe(9);
    expect(fitsNuban("0000014579", "000011")).toBe(true);
  });

  it("uses all 15 digits of a 6-digit code for a microfinance bank such as Kuda (090267)", () => {
    const sum = [0, 9, 0, 2, 6, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9].reduce(
      (total, digit, i) => total + digit * [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3][i]!,
      0,
    );
    expect(nubanCheckDigit("090267", "123456789")).toBe((10 - (sum % 10)) % 10);
    expect(fitsNuban(nubanFor("Kuda Bank", "123456789"), "090267")).toBe(true);
    // The same serial under LAPO's code (090177) gets another check digit, so Kuda's number does not fit LAPO.
    expect(nubanForCode("090177", "123456789")).not.toBe(nubanFor("Kuda Bank", "123456789"));
    expect(fitsNuban(nubanFor("Kuda Bank", "123456789"), "090177")).toBe(false);
  });

  it("checks a commercial bank with 000 + its CBN code, not with its NIP code", () => {
    // GTBank: CBN code 058, NIP institution code 000013.
    const gtbank = nubanFor("GTBank", "012345678");
    expect(fitsNuban(gtbank, "000058")).toBe(true);
    expect(fitsNuban(gtbank, "000013")).toBe(false);
  });

  it("accepts each product bank's own numbers and refuses one digit off", () => {
    for (const bank of PRODUCT_BANKS) {
      const good = nubanFor(bank.name, "305119876");
      expect(fitsNuban(good, bank.nubanCode)).toBe(true);
      const off = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
      expect(fitsNuban(off, bank.nubanCode)).toBe(false);
    }
  });

  it("makes the examples in docs/sandbox.md", () => {
    expect(nubanFor("GTBank", "012345678")).toBe("0123456785");
    expect(nubanFor("UBA", "999201455")).toBe("9992014552");
    expect(nubanFor("GTBank", "888000555")).toBe("8880005552");
  });

  it("refuses what is not ten ASCII digits, and codes that are not six digits", () => {
    for (const value of ["012345678", "01234567890", "01234567a9", "０１２３４５６７８９"]) {
      expect(fitsNuban(value, "000058")).toBe(false);
    }
    expect(fitsNuban(nubanFor("GTBank", "012345678"), "058")).toBe(false);
    expect(() => nubanFor("OPay", "012345678")).toThrow("Not one of the product's banks");
  });
});
