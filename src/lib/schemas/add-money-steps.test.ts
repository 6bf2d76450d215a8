// What the bank's steps accept, on the screen and in POST /api/add-money/:reference/continue.
import {
  BIRTHDAY_MESSAGE,
  OTP_MESSAGE,
  PHONE_MESSAGE,
  PIN_MESSAGE,
  cardPinSchema,
  continueTopUpSchema,
  stepOf,
} from "./add-money-steps";
import { addMoneyRequestSchema } from "./add-money";
import { english } from "@/test/english";

const problem = (body: unknown) => {
  const parsed = continueTopUpSchema.safeParse(body);
  return parsed.success ? null : english(parsed.error.issues[0]!.message);
};

describe("the card steps", () => {
  it("takes exactly four digits for a PIN", () => {
    expect(cardPinSchema.safeParse({ pin: "1234" }).success).toBe(true);
    for (const pin of ["123", "12345", "12a4", " 1234", 1234]) {
      expect(cardPinSchema.safeParse({ pin }).error?.issues[0]!.message).toBe(PIN_MESSAGE);
    }
  });

  it.each([
    [{ pin: "1234" }, "send_pin"],
    [{ otp: "123456" }, "send_otp"],
    [{ phone: "08012345678" }, "send_phone"],
    [{ birthday: "1990-05-17" }, "send_birthday"],
  ])("reads %j as the answer to %s", (body, step) => {
    expect(stepOf(continueTopUpSchema.parse(body))).toBe(step);
  });

  it("refuses a bad OTP, phone number or birthday, and two answers at once", () => {
    expect(problem({ otp: "12" })).toBe(english(OTP_MESSAGE));
    expect(problem({ phone: "12345" })).toBe(english(PHONE_MESSAGE));
    expect(problem({ birthday: "17/05/1990" })).toBe(english(BIRTHDAY_MESSAGE));
    expect(continueTopUpSchema.safeParse({ pin: "1234", otp: "123456" }).success).toBe(false);
  });
});

describe("the add-money request", () => {
  it("takes a saved card with no card details, and keeps the card form's own messages", () => {
    const saved = "2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
    expect(addMoneyRequestSchema.parse({ amount: "100", savedCardId: saved })).toEqual({
      amount: "100",
      savedCardId: saved,
    });
    expect(
      english(addMoneyRequestSchema.safeParse({ amount: "100", savedCardId: "x" }).error!.issues[0]!.message),
    ).toBe("Choose a card");
    const typed = addMoneyRequestSchema.safeParse({
      amount: "100",
      cardDetails: { cardNumber: "4084", expiryDate: "12/30", cvv: "408", cardholderName: "Ada Obi" },
    });
    expect(english(typed.error!.issues[0]!.message)).toBe("Card number should be 16 digits");
  });
});
