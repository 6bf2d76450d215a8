// The Paystack card adapter against the contract server: every request it sends must keep to Paystack's
// OpenAPI document (with the overlay), and Paystack's answers must come back in the cards port's terms.
import { PaystackClient } from "@/server/vendors/paystack/paystack-client";
import { CardsUnavailableError, type CardCharge } from "../../../money/ports/cards-provider";
import { PaystackCardsProvider } from "./paystack-cards-provider";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../../test/paystack/contract-server";
import {
  FAKE_OTP_TEXT,
  FAKE_WRONG_PIN,
  completeThreeDSecure,
  serveThreeDSecureAt,
  threeDSecurePage,
} from "../../../../../test/paystack/fake/charges";
import { phrase } from "@/i18n/phrase";
import { declinePhrase } from "@/server/vendors/card-decline-phrases";

const REFERENCE = "VEIL0123456789ABCDEF0123";
let n = 0;
const reference = () => `VEIL${(++n).toString(16).toUpperCase().padStart(20, "0")}`;

function charge(number: string, ref = reference()): CardCharge {
  return {
    reference: ref,
    amountKobo: 150_000n,
    currency: "NGN",
    email: "ada@example.com",
    card: { number, expiryMonth: 9, expiryYear: 2030, cvv: "408", holderName: "Ada Obi" },
  };
}

describe("the Paystack card adapter", () => {
  let fake: FakePaystack;
  let cards: PaystackCardsProvider;
  beforeEach(async () => {
    fake = await startFakePaystack({ quiet: true });
    const client = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 5_000 });
    cards = new PaystackCardsProvider(() => client);
  });
  afterEach(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });

  it("charges a card that asks for its PIN and an OTP, and verify gives the amount, currency and reference", async () => {
    expect(await cards.charge(charge("5078507850785072", REFERENCE))).toEqual({
      status: "action",
      action: { type: "send_pin" },
    });
    expect(fake.calls[0]!.body).toMatchObject({
      reference: REFERENCE.toLowerCase(),
      amount: 150000,
      email: "ada@example.com",
      card: { number: "5078507850785072", cvv: "408", expiry_month: "09", expiry_year: "2030" },
    });
    expect(await cards.submitPin(REFERENCE, "1234")).toEqual({
      status: "action",
      action: { type: "send_otp", displayText: FAKE_OTP_TEXT },
    });
    expect(await cards.verify(REFERENCE)).toEqual({ status: "pending" });
    expect(await cards.submitOtp(REFERENCE, "123456")).toMatchObject({ status: "approved" });
    expect(await cards.verify(REFERENCE)).toMatchObject({
      status: "approved",
      reference: REFERENCE,
      amountKobo: 150_000n,
      currency: "NGN",
      authorization: { brand: "Verve", last4: "5072", expMonth: 9, expYear: 2030, reusable: true },
    });
    expect(fake.calls.map((call) => call.operationId)).toEqual([
      "charge_create",
      "charge_submitPin",
      "transaction_verify",
      "charge_submitOtp",
      "transaction_verify",
    ]);
  });

  it("declines a wrong PIN with the bank's message", async () => {
    const ref = reference();
    await cards.charge(charge("5078507850785072", ref));
    // The bank's words, which Veil's catalogue has: said in the reader's language.
    const wrongPin = declinePhrase(FAKE_WRONG_PIN);
    expect(wrongPin).toEqual(phrase("serverErrors.cardPinIncorrect"));
    expect(await cards.submitPin(ref, "0000")).toMatchObject({ status: "declined", reason: wrongPin });
    expect(await cards.verify(ref)).toMatchObject({ status: "declined", reason: wrongPin });
  });

  it("sends a 3-D Secure card to the bank's page and verifies it after", async () => {
    const ref = reference();
    serveThreeDSecureAt(fake.url);
    expect(await cards.charge(charge("4084080000000409", ref))).toEqual({
      status: "action",
      action: { type: "open_url", url: `${fake.url}/__3ds/${ref.toLowerCase()}` },
    });
    expect(await cards.verify(ref)).toEqual({ status: "pending" });
    const noEvents = () => {};
    const page = threeDSecurePage(fake.state, noEvents, `/__3ds/${ref.toLowerCase()}`, undefined);
    expect(page.body).toContain("Approve");
    const back = threeDSecurePage(
      fake.state,
      noEvents,
      `/__3ds/${ref.toLowerCase()}/approve`,
      "http://veil.test/add-money/return",
    );
    expect(back).toMatchObject({
      status: 302,
      headers: { Location: `http://veil.test/add-money/return?reference=${ref.toLowerCase()}` },
    });
    expect(await cards.verify(ref)).toMatchObject({ status: "approved", amountKobo: 150_000n });
    expect(completeThreeDSecure(fake.state, ref.toLowerCase(), false)).toBe(false);
  });

  it("charges a saved card by its authorization, and not once it is removed", async () => {
    const first = reference();
    await cards.charge(charge("4084084084084081", first));
    const verified = await cards.verify(first);
    const code = verified.status === "approved" ? verified.authorization!.code : "";
    expect(code).toMatch(/^AUTH_/);
    const again = { reference: reference(), amountKobo: 50_000n, currency: "NGN" as const, email: "ada@example.com" };
    expect(await cards.chargeAuthorization({ ...again, authorizationCode: code })).toMatchObject({
      status: "approved",
      amountKobo: 50_000n,
    });
    await cards.removeAuthorization(code);
    await cards.removeAuthorization(code);
    const after = await cards.chargeAuthorization({ ...again, reference: reference(), authorizationCode: code });
    expect(after.status).toBe("declined");
  });

  it("answers not_found for a charge Paystack never received, and voids an approved one", async () => {
    expect(await cards.verify(reference())).toEqual({ status: "not_found" });
    const ref = reference();
    await cards.charge(charge("4084084084084081", ref));
    expect(await cards.void(ref)).toEqual({ status: "voided" });
    expect(await cards.verify(ref)).toMatchObject({ status: "voided" });
    expect(await cards.void(ref)).toEqual({ status: "not_charged" });
  });

  it("reads a timeout or a 5xx as unknown, and an unreachable Paystack as nothing charged", async () => {
    const impatient = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 300 });
    await cards.verify(reference()); // the contract server's first request compiles its validators
    fake.fault("charge_create", "hang");
    await expect(
      new PaystackCardsProvider(() => impatient).charge(charge("4084084084084081")),
    ).rejects.not.toBeInstanceOf(CardsUnavailableError);
    fake.fault("transaction_verify", "server_error");
    await expect(cards.verify(reference())).rejects.toThrow();
    const closed = await startFakePaystack({ quiet: true });
    await closed.close();
    const nowhere = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: closed.url });
    await expect(new PaystackCardsProvider(() => nowhere).charge(charge("4084084084084081"))).rejects.toBeInstanceOf(
      CardsUnavailableError,
    );
  });
});
