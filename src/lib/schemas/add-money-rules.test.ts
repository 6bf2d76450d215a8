import { addMoneySchema } from "./add-money";
import {
  CARD_EXPIRED,
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_MISTYPED,
  CARD_NUMBER_TOO_LONG,
  cardNumberProblem,
  expiryPassed,
} from "./add-money-rules";
import { english } from "@/test/english";

const VERVE_19 = "5060990000000000001";
const VERVE_18 = "506099123456789013";
const VISA_16 = "4084084084084081";

function cardNumberIssues(cardNumber: string, expiryDate = "12/30") {
  const result = addMoneySchema.safeParse({
    amount: "1000",
    cardDetails: { cardNumber, expiryDate, cvv: "123", cardholderName: "Ada Obi" },
  });
  return result.success ? [] : result.error.issues.map((issue) => english(issue.message));
}

describe("the card number rule", () => {
  it("takes 16 to 19 digits that pass Luhn's check", () => {
    for (const number of [VISA_16, VERVE_18, VERVE_19]) expect(cardNumberProblem(number)).toBeNull();
  });

  it("keeps the product's message for a number below 16 digits", () => {
    expect(cardNumberProblem("408408408408408")).toBe(CARD_NUMBER_LENGTH);
    expect(english(CARD_NUMBER_LENGTH)).toBe("Card number should be 16 digits");
  });

  it("says a number longer than any card's is too long, not that it should be 16 digits", () => {
    expect(cardNumberProblem("50609900000000000017")).toBe(CARD_NUMBER_TOO_LONG);
    expect(english(CARD_NUMBER_TOO_LONG)).toBe("Card numbers have at most 19 digits. Check the number on your card.");
  });

  it("refuses a number of the right length with a wrong check digit", () => {
    expect(cardNumberProblem("4084084084084082")).toBe(CARD_NUMBER_MISTYPED);
    expect(cardNumberProblem("5060990000000000002")).toBe(CARD_NUMBER_MISTYPED);
  });

  it("is the rule the server's schema applies, spaces removed, one message at a time", () => {
    expect(cardNumberIssues("5060 9900 0000 0000 001")).toEqual([]);
    expect(cardNumberIssues(VERVE_18)).toEqual([]);
    expect(cardNumberIssues("4084 0840 8408")).toEqual([english(CARD_NUMBER_LENGTH)]);
    expect(cardNumberIssues("4084084084084082")).toEqual([english(CARD_NUMBER_MISTYPED)]);
    expect(cardNumberIssues("4084 0840 8408 4081 0000 0")).toEqual([english(CARD_NUMBER_TOO_LONG)]);
  });
});

describe("the expiry rule", () => {
  const now = new Date("2026-11-29T12:00:00Z");

  it("takes a card through the last day of its month, and refuses one from an earlier month", () => {
    expect(expiryPassed("11/26", now)).toBe(false);
    expect(expiryPassed("12/26", now)).toBe(false);
    expect(expiryPassed("10/26", now)).toBe(true);
    expect(expiryPassed("12/25", now)).toBe(true);
    expect(expiryPassed("01/27", now)).toBe(false);
  });

  it("is refused by the schema before anything is charged, with a next step", () => {
    expect(cardNumberIssues(VISA_16, "01/20")).toEqual([english(CARD_EXPIRED)]);
    expect(english(CARD_EXPIRED)).toBe("This card has expired. Check the expiry date, or use another card.");
    expect(cardNumberIssues(VISA_16, "13/30")).toEqual(["Expiry date should be in MM/YY format"]);
  });
});
