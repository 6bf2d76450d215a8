import {
  cardBrand,
  expiryInFuture,
  formatExpiryInput,
  GROUPED_CARD_NUMBER_LENGTH,
  groupCardNumber,
  luhnValid,
} from "./cards";

describe("cards", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4084084084084081")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4084084084084082")).toBe(false);
    expect(luhnValid("4084 0840 8408 4081")).toBe(false);
  });

  it("names the brand from the first digits", () => {
    expect(cardBrand("4084084084084081")).toBe("Visa");
    expect(cardBrand("5399830000000008")).toBe("Mastercard");
    expect(cardBrand("5061460410120223")).toBe("Verve");
    expect(cardBrand("3530111333300000")).toBe("Card");
  });

  it("groups the number by four and inserts the expiry's slash while typing", () => {
    expect(groupCardNumber("5060990000000000001")).toBe("5060 9900 0000 0000 001");
    expect(groupCardNumber("50609900000000000012")).toBe("5060 9900 0000 0000 001");
    expect(groupCardNumber("5060990000000000001").length).toBe(GROUPED_CARD_NUMBER_LENGTH);
    expect(groupCardNumber("4084-08")).toBe("4084 08");
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12");
    expect(formatExpiryInput("123")).toBe("12/3");
    expect(formatExpiryInput("12/345")).toBe("12/34");
  });

  it("treats a card as valid through the last day of its expiry month", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(expiryInFuture("11/26", now)).toBe(true);
    expect(expiryInFuture("10/26", now)).toBe(false);
    expect(expiryInFuture("01/30", now)).toBe(true);
    expect(expiryInFuture("13/30", now)).toBe(false);
  });
});
