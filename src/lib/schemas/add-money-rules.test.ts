import { addMoneySchema } from "./add-money";
import { CARD_NUMBER_LENGTH, CARD_NUMBER_MISTYPED, cardNumberProblem } from "./add-money-rules";
import { english } from "@/test/english";

const VERVE_19 = "5060990000000000001";
const VERVE_18 = "506099123456789013";
const VISA_16 = "4084084084084081";

function cardNumberIssues(cardNumber: string) {
  const result = addMoneySchema.safeParse({
    amount: "1000",
    cardDetails: { cardNumber, expiryDate: "12/30", cvv: "123", cardholderName: "Ada Obi" },
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
    expect(cardNumberProblem("50609900000000000017")).toBe(CARD_NUMBER_LENGTH);
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
  });
});
