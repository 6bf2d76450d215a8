import { signWebhook, toPayoutUpdate, validWebhookSignature } from "./paystack/payouts/transfer-webhook";
import { phrase } from "@/i18n/phrase";

describe("the transfer webhook", () => {
  const secret = "s".repeat(48);
  const raw = JSON.stringify({
    event: "transfer.success",
    data: { reference: "VEIL1", amount: 5000, transfer_code: "TRF_1" },
  });

  it("accepts only the HMAC-SHA512 of the exact raw body", () => {
    expect(validWebhookSignature(raw, signWebhook(raw, secret), secret)).toBe(true);
    expect(validWebhookSignature(raw + " ", signWebhook(raw, secret), secret)).toBe(false);
    expect(validWebhookSignature(raw, signWebhook(raw, "t".repeat(48)), secret)).toBe(false);
    expect(validWebhookSignature(raw, null, secret)).toBe(false);
    expect(validWebhookSignature(raw, "zz", secret)).toBe(false);
  });

  it("turns Paystack's transfer events into our updates and ignores the rest", () => {
    expect(toPayoutUpdate(JSON.parse(raw))).toEqual({
      reference: "VEIL1",
      amountKobo: 5000n,
      outcome: "success",
      providerReference: "TRF_1",
    });
    expect(toPayoutUpdate({ event: "transfer.reversed", data: { reference: "VEIL1", amount: 5000 } })).toMatchObject({
      outcome: "reversed",
      reason: phrase("serverErrors.recipientBankReturned"),
    });
    expect(toPayoutUpdate({ event: "charge.success", data: { reference: "VEIL1", amount: 5000 } })).toBeNull();
    expect(toPayoutUpdate({ event: "transfer.success", data: { amount: 5000 } })).toBeNull();
  });

  it("ignores an event whose text holds a NUL or a lone surrogate, which PostgreSQL cannot store or compare", () => {
    for (const data of [
      { reference: "VEIL1\ud800", amount: 5000 },
      { reference: "\u0000", amount: 5000 },
      { reference: "VEIL1\u0000", amount: 5000 },
      { reference: "VEIL1", amount: 5000, transfer_code: "TRF\u0000" },
      { reference: "VEIL1", amount: 5000, reason: "no\u0000" },
    ]) {
      expect(toPayoutUpdate({ event: "transfer.failed", data })).toBeNull();
    }
  });
});
