import { describeTransaction, isHeld, isRefunded, refundNote, statusLabel } from "./transaction-display";

describe("a refunded transfer", () => {
  it("shows a reversal as Reversed, with the bank's reason and the money back", () => {
    expect(statusLabel("REVERSED")).toBe("Reversed");
    expect(isRefunded("Reversed")).toBe(true);
    expect(
      refundNote({ status: "Reversed", failureReason: "Account closed", transactionType: "SEND" }, "₦700.00"),
    ).toBe("Account closed. ₦700.00 has been returned to your balance.");
  });

  it("mirrors a failure, and says nothing for a completed transfer", () => {
    expect(refundNote({ status: "Failed", failureReason: null, transactionType: "SEND" }, "₦1.00")).toBe(
      "The transfer did not go through. ₦1.00 has been returned to your balance.",
    );
    expect(refundNote({ status: "Completed", failureReason: null, transactionType: "SEND" }, "₦1.00")).toBeNull();
  });
});

describe("money received", () => {
  it("names the sender, green with a plus", () => {
    expect(describeTransaction("RECEIVE", "5000.00", "Chidi Okeke")).toEqual({
      title: "Received from Chidi Okeke",
      signed: "+₦5,000.00",
      tone: "credit",
    });
  });

  it("shows a held deposit as Held, neither refunded nor in the balance", () => {
    expect(statusLabel("HELD")).toBe("Held");
    expect(isHeld("Held")).toBe(true);
    expect(isRefunded("Held")).toBe(false);
  });
});
