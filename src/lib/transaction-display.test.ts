import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages";
import type { Language } from "@/i18n/locales";
import {
  amountLook,
  cardToAccountPart,
  describeTransaction,
  detailHeading,
  isHeld,
  isRefunded,
  refundNote,
  statusLabel,
  veilDescriptionKey,
} from "./transaction-display";

const words = (language: Language) =>
  createTranslator({ locale: language, messages: MESSAGES[language], namespace: "money" });
const en = words("en");

describe("a refunded transfer", () => {
  it("shows a reversal as Reversed, with the bank's reason and the money back", () => {
    expect(statusLabel("REVERSED")).toBe("Reversed");
    expect(isRefunded("Reversed")).toBe(true);
    expect(
      refundNote({ status: "Reversed", failureReason: "Account closed", transactionType: "SEND" }, "₦700.00", en),
    ).toBe("Account closed. ₦700.00 has been returned to your balance.");
  });

  it("mirrors a failure, and says nothing for a completed transfer", () => {
    expect(refundNote({ status: "Failed", failureReason: null, transactionType: "SEND" }, "₦1.00", en)).toBe(
      "The transfer did not go through. ₦1.00 has been returned to your balance.",
    );
    expect(refundNote({ status: "Completed", failureReason: null, transactionType: "SEND" }, "₦1.00", en)).toBeNull();
    // Card to Account: the card was charged, and the money is in the wallet now.
    expect(
      refundNote({ status: "Failed", failureReason: null, transactionType: "SEND", cardLast4: "4081" }, "₦1.00", en),
    ).toBe(
      "The transfer did not go through. ₦1.00 was charged to your card ending 4081 and is now in your Veil wallet, not back on the card.",
    );
  });

  it("says it in the person's language", () => {
    expect(
      refundNote({ status: "Reversed", failureReason: null, transactionType: "SEND" }, "700,00 ₦", words("fr")),
    ).toBe("La banque du bénéficiaire a renvoyé le virement. 700,00 ₦ ont été remis sur votre solde.");
  });
});

describe("the detail page's heading", () => {
  const heading = (status: string, transactionType: "SEND" | "RECEIVE" | "ADD_MONEY", cardPayment = false) =>
    createTranslator({ locale: "en", messages: MESSAGES.en, namespace: "transaction" })(
      detailHeading({ status, transactionType, cardPayment }),
    );

  it("says a returned transfer came back, and one that never left was not sent", () => {
    expect(heading("Completed", "SEND")).toBe("Money Sent");
    expect(heading("Reversed", "SEND")).toBe("Money Returned");
    expect(heading("Failed", "SEND")).toBe("Money Not Sent");
    expect(heading("Cancelled", "SEND")).toBe("Money Not Sent");
  });

  it("does not say a send was sent before its bank has taken it", () => {
    expect(heading("Pending", "SEND")).toBe("Money on Its Way");
    expect(
      createTranslator({ locale: "en", messages: MESSAGES.en, namespace: "transaction" })(
        detailHeading({
          status: "Pending",
          transactionType: "SEND",
          cardPayment: false,
          scheduledFor: "2026-11-30T12:00:00Z",
        }),
      ),
    ).toBe("Transfer Scheduled");
  });

  it("names top-ups, card payments and held money for what they are", () => {
    expect(heading("Failed", "ADD_MONEY")).toBe("Money Not Added");
    expect(heading("Failed", "ADD_MONEY", true)).toBe("Card Payment Not Made");
    expect(heading("Completed", "ADD_MONEY", true)).toBe("Card Payment");
    expect(heading("Held", "RECEIVE")).toBe("Money on Hold");
    expect(heading("Completed", "RECEIVE")).toBe("Money Received");
  });
});

describe("money received", () => {
  it("names the sender, green with a plus", () => {
    expect(describeTransaction("RECEIVE", "Chidi Okeke", en)).toEqual({
      title: "Received from Chidi Okeke",
      tone: "credit",
    });
  });

  it("is written in French and Spanish", () => {
    expect(describeTransaction("RECEIVE", "Chidi Okeke", words("fr"))).toEqual({
      title: "Reçu de Chidi Okeke",
      tone: "credit",
    });
    expect(describeTransaction("SEND", null, words("es"))).toEqual({
      title: "Enviado a Destinatario desconocido",
      tone: "debit",
    });
  });

  it("names whom a Card to Account payment was paying while it is not the transfer", () => {
    expect(describeTransaction("ADD_MONEY", "NGOZI NWOSU", en, "GTBank").title).toBe("Card payment to NGOZI NWOSU");
    expect(describeTransaction("ADD_MONEY", "NGOZI NWOSU", words("fr"), "GTBank").title).toBe(
      "Paiement par carte à NGOZI NWOSU",
    );
    expect(describeTransaction("ADD_MONEY", null, en).title).toBe("Added via Card");
  });

  it("shows a held deposit as Held, neither refunded nor in the balance", () => {
    expect(statusLabel("HELD")).toBe("Held");
    expect(isHeld("Held")).toBe(true);
    expect(isRefunded("Held")).toBe(false);
  });
});

describe("veilDescriptionKey", () => {
  it("finds the words Veil writes on a top-up or money received, never a sender's own", () => {
    expect(veilDescriptionKey("ADD_MONEY", "Card top-up")).toBe("cardTopUp");
    expect(veilDescriptionKey("RECEIVE", "Bank transfer")).toBe("bankTransfer");
    expect(veilDescriptionKey("SEND", "Card top-up")).toBeNull();
    expect(veilDescriptionKey("RECEIVE", "Rent for May")).toBeNull();
    expect(veilDescriptionKey("ADD_MONEY", null)).toBeNull();
  });
});

describe("a Card to Account amount's sign", () => {
  const payment = (status: string) => ({ transactionType: "ADD_MONEY" as const, recipientName: "ADA OBI", status });

  it("draws a card payment waiting for its bank without a sign: approved, it goes to the recipient", () => {
    const { unsigned } = cardToAccountPart(payment("Pending"));
    expect(amountLook("Pending", "credit", unsigned)).toEqual({ sign: undefined, colour: "text-foreground" });
  });

  it("draws a card payment kept in the wallet as money in, and a card-paid transfer without a sign", () => {
    expect(cardToAccountPart(payment("Completed")).unsigned).toBe(false);
    const sent = { transactionType: "SEND" as const, recipientName: "ADA OBI", status: "Completed", cardLast4: "4081" };
    expect(cardToAccountPart(sent).unsigned).toBe(true);
  });
});
