import { Prisma } from "@/generated/prisma/client";
import { inLanguage, presentTransaction, type TransactionRow } from "./present-transaction";
import { MESSAGES } from "@/i18n/messages";

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
  failureReason: "The recipient's bank declined the transfer.",
} as TransactionRow;

describe("presentTransaction", () => {
  it("says why a transfer failed in the person's language, and as stored in English", () => {
    expect(presentTransaction(FAILED).failureReason).toBe("The recipient's bank declined the transfer.");
    expect(presentTransaction(FAILED, "fr").failureReason).toBe(MESSAGES.fr.serverErrors.recipientBankDeclined);
    expect(presentTransaction(FAILED, "es").failureReason).toBe(MESSAGES.es.serverErrors.recipientBankDeclined);
    expect(presentTransaction({ ...FAILED, failureReason: null }, "fr").failureReason).toBeNull();
  });

  it("says it in the asker's language in a stored answer too, and leaves other answers as they are", async () => {
    const stored = { data: { transaction: presentTransaction(FAILED) } };
    const french = async () => "fr" as const;
    expect((await inLanguage(stored, french)).data.transaction.failureReason).toBe(
      MESSAGES.fr.serverErrors.recipientBankDeclined,
    );
    expect(await inLanguage(stored, async () => "en")).toBe(stored);
    const asked = jest.fn(french);
    expect(await inLanguage({ message: "x" }, asked)).toEqual({ message: "x" });
    expect(asked).not.toHaveBeenCalled();
  });
});
