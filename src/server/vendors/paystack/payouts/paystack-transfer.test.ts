import { toPayoutUpdate } from "./transfer-webhook";
import { fromPaystackReference, paystackTransfer, toPaystackReference, transferOutcome } from "./paystack-transfer";
import { webhookSecret } from "@/server/money/webhooks/paystack-signature";
import { phrase } from "@/i18n/phrase";

const transfer = (status: string, session: { provider: string | null; id: string | null } | null = null) => ({
  reference: "veil0123456789abcdef0123",
  amount: 5000,
  status,
  transfer_code: "TRF_1",
  session,
});

describe("Paystack's transfer, as a payout outcome", () => {
  it("sends Veil's reference in the form Paystack accepts and reads it back", () => {
    const reference = "VEIL0123456789ABCDEF0123";
    const sent = toPaystackReference(reference);
    expect(sent).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(fromPaystackReference(sent)).toBe(reference);
  });

  it.each([
    ["success", "success"],
    ["reversed", "reversed"],
    ["failed", "failed"],
    ["abandoned", "failed"],
    ["rejected", "failed"],
    ["pending", "pending"],
    ["received", "pending"],
    ["otp", "pending"],
    ["queued", "pending"],
  ])("reads %s as %s", (status, outcome) => {
    expect(transferOutcome(transfer(status)).status).toBe(outcome);
  });

  it("keeps the NIP session id when Paystack gives one, and plain words for a failure", () => {
    expect(transferOutcome(transfer("success", { provider: "nip", id: "100004261123" }))).toEqual({
      status: "success",
      providerReference: "TRF_1",
      sessionId: "100004261123",
    });
    const garbled = paystackTransfer.parse({ ...transfer("success"), session: { provider: "nip", id: "1\u0000" } });
    expect(transferOutcome(garbled)).toMatchObject({
      status: "success",
      sessionId: null,
    });
    expect(transferOutcome(transfer("failed", { provider: null, id: null }))).toEqual({
      status: "failed",
      providerReference: "TRF_1",
      reason: phrase("serverErrors.recipientBankDeclined"),
      sessionId: null,
    });
  });
});

describe("Paystack's transfer events", () => {
  it("maps the lowercase reference back, keeps the session id, and never shows the narration as the cause", () => {
    const data = {
      reference: "veil0123456789abcdef0123",
      amount: 5000,
      transfer_code: "TRF_1",
      reason: "Veil VEIL0123456789ABCDEF0123",
      session: { provider: "nip", id: "100004261123" },
    };
    expect(toPayoutUpdate({ event: "transfer.failed", data })).toEqual({
      reference: "VEIL0123456789ABCDEF0123",
      amountKobo: 5000n,
      providerReference: "TRF_1",
      outcome: "failed",
      reason: phrase("serverErrors.recipientBankDeclined"),
      sessionId: "100004261123",
    });
  });
});

describe("the webhook's key", () => {
  const base = {
    PAYOUTS_PROVIDER: "sandbox",
    CARDS_PROVIDER: "sandbox",
    FUNDING_PROVIDER: "sandbox",
    PAYOUTS_WEBHOOK_SECRET: "sandbox-secret",
  };
  it("is Paystack's secret key when any provider is Paystack, and the sandbox's secret otherwise", () => {
    expect(webhookSecret(base)).toBe("sandbox-secret");
    expect(webhookSecret({ ...base, CARDS_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_test_1" })).toBe("sk_test_1");
  });
});
