// Paystack's charge states read into the cards port's terms.
import { chargeOutcomeFrom, chargeStatusFrom, PAYSTACK_DECLINED } from "./charge-answers";
import { toPaystackReference, toVeilReference } from "./references";
import { asGiven } from "@/i18n/phrase";

describe("Paystack's charge answers", () => {
  it.each([
    [{ status: "send_pin" }, { status: "action", action: { type: "send_pin" } }],
    [
      { status: "send_otp", display_text: "Enter OTP" },
      { status: "action", action: { type: "send_otp", displayText: "Enter OTP" } },
    ],
    [{ status: "send_phone" }, { status: "action", action: { type: "send_phone" } }],
    [{ status: "send_birthday" }, { status: "action", action: { type: "send_birthday" } }],
    [
      { status: "open_url", url: "https://bank/3ds" },
      { status: "action", action: { type: "open_url", url: "https://bank/3ds" } },
    ],
    [{ status: "open_url" }, { status: "pending" }],
    [{ status: "pending" }, { status: "pending" }],
    [{ status: "send_address" }, { status: "pending" }],
  ])("reads %j", (data, outcome) => {
    expect(chargeOutcomeFrom(data)).toEqual(outcome);
  });

  it("gives a one-word decline a sentence and keeps a sentence", () => {
    expect(chargeOutcomeFrom({ status: "failed", message: "Declined" })).toMatchObject({ reason: PAYSTACK_DECLINED });
    expect(chargeOutcomeFrom({ status: "failed", gateway_response: "Insufficient funds on card" })).toMatchObject({
      reason: asGiven("Insufficient funds on card."),
    });
  });

  it("reads an approval's reference back into Veil's form, and an approval without one as matching nothing", () => {
    const approved = chargeStatusFrom({
      status: "success",
      id: 9,
      reference: "veil0123456789abcdef0123",
      amount: 5000,
      currency: "NGN",
    });
    expect(approved).toMatchObject({
      reference: "VEIL0123456789ABCDEF0123",
      amountKobo: 5000n,
      providerReference: "9",
    });
    expect(chargeStatusFrom({ status: "success" })).toMatchObject({ reference: "", amountKobo: -1n });
  });

  it.each(["abandoned", "ongoing", "processing", "queued"])("reads a verified %s as not decided", (status) => {
    expect(chargeStatusFrom({ status })).toEqual({ status: "pending" });
  });

  it("maps references both ways and refuses what is not Veil's", () => {
    expect(toPaystackReference("VEIL0123456789ABCDEF0123")).toBe("veil0123456789abcdef0123");
    expect(toVeilReference("veil0123456789abcdef0123")).toBe("VEIL0123456789ABCDEF0123");
    expect(toVeilReference("T1234_dedicated")).toBeNull();
    expect(() => toPaystackReference("veil-x")).toThrow();
  });
});
