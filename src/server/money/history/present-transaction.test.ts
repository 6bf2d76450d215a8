import { Prisma } from "@/generated/prisma/client";
import { presentTransaction, transactionForAnswer, type TransactionRow } from "./present-transaction";
import { MESSAGES } from "@/i18n/messages";
import { asGiven, phrase } from "@/i18n/phrase";
import { sayAnswer } from "@/i18n/say-phrase";

const FAILED: TransactionRow = {
  id: 7,
  transactionType: "SEND",
  amount: new Prisma.Decimal("1200"),
  fee: new Prisma.Decimal("10"),
  description: null,
  recipientName: "ADA OBI",
  recipientAccountNumber: "9992014552",
  recipientBank: "UBA",
  status: "FAILED",
  transactionReference: "VEIL0123456789ABCDEF0123",
  transactionDate: new Date("2026-11-24T10:00:00Z"),
  cardBrand: null,
  cardLast4: null,
  failure: [phrase("serverErrors.recipientBankDeclined")],
};

describe("presentTransaction", () => {
  it("says why a transfer failed in the person's language, from the phrases stored", () => {
    expect(presentTransaction(FAILED).failureReason).toBe("The recipient's bank declined the transfer.");
    expect(presentTransaction(FAILED, "fr").failureReason).toBe(MESSAGES.fr.serverErrors.recipientBankDeclined);
    expect(presentTransaction(FAILED, "es").failureReason).toBe(MESSAGES.es.serverErrors.recipientBankDeclined);
    expect(presentTransaction({ ...FAILED, failure: null }, "fr").failureReason).toBeNull();
  });

  it("says a held return's two sentences, its amounts as the language writes naira, and a bank's own words as given", () => {
    const held = phrase("serverErrors.returnHeld", { amount: { naira: "1210.00" }, cap: { naira: "300000.00" } });
    const both = { ...FAILED, failure: [asGiven("Account dormant"), held] };
    expect(presentTransaction(both).failureReason).toBe(
      "Account dormant. The ₦1,210.00 returned is on hold: it would take your balance above ₦300,000.00, the most your wallet can hold at your verification level. It is not in your balance. We are keeping it safe, and our support team will contact you to release it.",
    );
    expect(presentTransaction(both, "fr").failureReason).toMatch(/^Account dormant\. .*1\u202f210,00\u00a0₦/);
  });

  it("says it in the asker's language in a stored answer too, and leaves other answers as they are", async () => {
    const stored = JSON.parse(JSON.stringify({ data: { transaction: transactionForAnswer(FAILED) } }));
    const french = async () => "fr" as const;
    expect((await sayAnswer(stored, french)).data.transaction.failureReason).toBe(
      MESSAGES.fr.serverErrors.recipientBankDeclined,
    );
    expect((await sayAnswer(stored, async () => "en")).data.transaction.failureReason).toBe(
      "The recipient's bank declined the transfer.",
    );
    const asked = jest.fn(french);
    const plain = { message: "x", data: { transaction: { failureReason: null, amount: "1.00" } } };
    expect(await sayAnswer(plain, asked)).toBe(plain);
    expect(asked).not.toHaveBeenCalled();
  });
});
