import type { TransactionView } from "@/lib/transaction-view";
import { receiptOf } from "./receipt-data";

beforeAll(() => {
  process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/unused"; // env() validates it; nothing connects
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-unit-test";
});

const sent: TransactionView = {
  id: 7,
  transactionType: "SEND",
  amount: "5000.00",
  fee: "0.00",
  description: null,
  recipientName: "ADA OBI",
  recipientAccountNumber: "0123456789",
  recipientBank: "GTBank",
  status: "Completed",
  transactionReference: "VEIL0000000000000007",
  transactionDate: "2026-11-30T09:00:00.000Z",
  cardBrand: null,
  cardLast4: null,
  failureReason: null,
};

const returnedTo = (transaction: TransactionView, language: "en" | "fr" = "en") =>
  receiptOf(transaction, language, "https://veil.example").rows.find(([label]) =>
    ["Returned to", "Rendu sur"].includes(label),
  );

describe("a transfer's receipt", () => {
  it("says where the money of a declined, returned or cancelled transfer went", () => {
    for (const status of ["Failed", "Reversed", "Cancelled"]) {
      expect(returnedTo({ ...sent, status })).toEqual(["Returned to", "Veil wallet"]);
    }
    // Card to Account: the card paid, and the money comes back to the wallet, not the card.
    expect(returnedTo({ ...sent, status: "Failed", cardBrand: "Visa", cardLast4: "4081" })).toEqual([
      "Returned to",
      "Veil wallet",
    ]);
    expect(returnedTo({ ...sent, status: "Reversed" }, "fr")).toEqual(["Rendu sur", "Portefeuille Veil"]);
  });

  it("says nothing of a return while the money is sent or on its way", () => {
    for (const status of ["Completed", "Pending"]) expect(returnedTo({ ...sent, status })).toBeUndefined();
    expect(returnedTo({ ...sent, status: "Pending", scheduledFor: "2026-11-30T09:30:00.000Z" })).toBeUndefined();
  });
});
