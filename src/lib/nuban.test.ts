import { BANKS } from "./banks";
import { isValidNuban, nubanCheckDigit, nubanFor } from "./nuban";

describe("NUBAN check digit", () => {
  it("gives the NUBAN standard's example: First Bank (011), serial 000001457 -> 0000014579", () => {
    // 0*3 + 1*7 + 1*3 + 0*3 + 0*7 + 0*3 + 0*3 + 0*7 + 1*3 + 4*3 + 5*7 + 7*3 = 81, and 10 - 1 = 9.
    expect(nubanCheckDigit("000011", "000001457")).toBe(9);
    expect(isValidNuban("0000014579", "First Bank")).toBe(true);
  });

  it("uses the 6-digit institution code for a microfinance bank such as Kuda (090267)", () => {
    const sum = [0, 9, 0, 2, 6, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9].reduce(
      (total, digit, i) => total + digit * [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3][i]!,
      0,
    );
    expect(nubanCheckDigit("090267", "123456789")).toBe((10 - (sum % 10)) % 10);
    expect(isValidNuban(nubanFor("Kuda Bank", "123456789"), "Kuda Bank")).toBe(true);
  });

  it("accepts each bank's own numbers and refuses one digit off", () => {
    for (const bank of BANKS) {
      const good = nubanFor(bank.name, "305119876");
      expect(isValidNuban(good, bank.name)).toBe(true);
      const off = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
      expect(isValidNuban(off, bank.name)).toBe(false);
    }
  });

  it("makes the examples in docs/sandbox.md", () => {
    expect(nubanFor("GTBank", "012345678")).toBe("0123456785");
    expect(nubanFor("UBA", "999201455")).toBe("9992014552");
    expect(nubanFor("GTBank", "888000555")).toBe("8880005552");
  });

  it("refuses what is not ten ASCII digits, and banks not on the list", () => {
    for (const value of ["012345678", "01234567890", "01234567a9", "０１２３４５６７８９"]) {
      expect(isValidNuban(value, "GTBank")).toBe(false);
    }
    expect(isValidNuban(nubanFor("GTBank", "012345678"), "Moniepoint")).toBe(false);
  });
});
