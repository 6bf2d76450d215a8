import { requestKeys } from "./request-keys";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

const card = { amount: "5000", cardDetails: { cardNumber: "4084084084084081", expiryDate: "12/30", cvv: "123" } };

describe("idempotency keys per request", () => {
  it("keeps the key for a retry of the identical request", () => {
    const keys = requestKeys(counter());
    expect(keys.keyFor(card)).toBe("key-1");
    expect(keys.keyFor(structuredClone(card))).toBe("key-1");
  });

  it("makes a new key when the amount changes after a failed attempt", () => {
    const keys = requestKeys(counter());
    const first = keys.keyFor(card);
    expect(keys.keyFor({ ...card, amount: "2000" })).not.toBe(first);
  });

  it("makes a new key when the card or the recipient changes", () => {
    const keys = requestKeys(counter());
    const first = keys.keyFor(card);
    expect(keys.keyFor({ ...card, cardDetails: { ...card.cardDetails, cvv: "124" } })).not.toBe(first);
    const transfer = { recipientAccountNumber: "0123456789", recipientBank: "GTBank", amount: "100" };
    const second = keys.keyFor(transfer);
    expect(keys.keyFor({ ...transfer, recipientAccountNumber: "0123456788" })).not.toBe(second);
  });

  it("makes a new key for the same request once the last one was answered", () => {
    const keys = requestKeys(counter());
    const first = keys.keyFor(card);
    keys.settled();
    expect(keys.keyFor(card)).not.toBe(first);
  });

  it("goes back to a changed request with yet another key, never an older one", () => {
    const keys = requestKeys(counter());
    const a = keys.keyFor(card);
    const b = keys.keyFor({ ...card, amount: "2000" });
    expect(new Set([a, b, keys.keyFor(card)]).size).toBe(3);
  });
});
