import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "@/i18n/locales";
import { inLanguage } from "@/test/intl";
import type { TransactionView } from "@/lib/transaction-view";
import { TransactionRow } from "./transaction-row";

const SENT: Pick<
  TransactionView,
  "id" | "transactionType" | "amount" | "recipientName" | "recipientBank" | "status" | "transactionDate"
> = {
  id: 7,
  transactionType: "SEND",
  amount: "250000.00",
  recipientName: "Chidi Okeke",
  recipientBank: "GTBank",
  status: "Completed",
  transactionDate: "2026-11-21T06:36:00Z",
};

/** The row's text as a person reads it: tags gone, the spaces inside numbers and times kept as spaces. */
const shown = (language: Language, transaction = SENT) =>
  renderToStaticMarkup(inLanguage(<TransactionRow transaction={transaction} />, language))
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ,/g, ",");

describe("a line of history in each language", () => {
  it("names no one for money from another Veil wallet, in every language", () => {
    const fromVeil = { ...SENT, transactionType: "RECEIVE" as const, recipientName: null, recipientBank: "Veil" };
    expect(shown("en", fromVeil)).toContain("Received from a Veil user");
    expect(shown("fr", fromVeil)).toContain("Reçu d&#x27;un utilisateur Veil");
    expect(shown("es", fromVeil)).toContain("Recibido de un usuario de Veil");
  });

  it("reads as today in English", () => {
    expect(shown("en")).toContain("Sent to Chidi Okeke November 21, 2026, 07:36 AM -₦250,000.00 Completed");
  });

  it("is French, with naira written the French way", () => {
    expect(shown("fr")).toContain("Envoyé à Chidi Okeke 21 novembre 2026, 07:36 -250 000,00 ₦ Effectuée");
  });

  it("is Spanish, down to the status and a received amount", () => {
    const received = { ...SENT, transactionType: "RECEIVE" as const, status: "Held", amount: "5000" };
    expect(shown("es", received)).toContain(
      "Recibido de Chidi Okeke 21 de noviembre de 2026, 07:36 +5.000,00 ₦ Retenida",
    );
  });
});
