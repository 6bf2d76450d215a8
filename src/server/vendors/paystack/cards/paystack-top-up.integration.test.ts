// Whole card top-ups through the route handlers with the Paystack adapter against the contract server: what
// the person sees, what the ledger holds, and that every request kept to Paystack's document.
import { POST as continueRoute } from "@/app/api/add-money/[reference]/continue/route";
import { GET as cardsRoute } from "@/app/api/cards/route";
import { POST as addMoneyRoute } from "@/app/api/add-money/route";
import { PaystackClient } from "@/server/vendors/paystack/paystack-client";
import { TOP_UP_VOIDED } from "@/server/money/funding/settle-top-up";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard, TEST_PIN } from "@/test/onboard";
import { addMoney, newKey } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { PaystackCardsProvider } from "./paystack-cards-provider";
import { replaceCardsProvider } from "@/server/vendors/cards";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../../test/paystack/contract-server";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;
let fake: FakePaystack;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  fake = await startFakePaystack({ quiet: true });
  const client = new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url, timeoutMs: 5_000 });
  replaceCardsProvider(new PaystackCardsProvider(() => client));
  ({ browser } = await onboard());
});
afterAll(async () => {
  replaceCardsProvider(undefined);
  await fake.close();
  await close();
});
afterEach(() => expect(fake.violations).toEqual([]));

const submit = (reference: string, body: object) =>
  browser.call(continueRoute, { path: `/api/add-money/${reference}/continue`, body, params: { reference } });

async function entries(reference: string) {
  return t.db.ledgerEntry.count({ where: { transaction: { transactionReference: reference } } });
}

describe("a card top-up on Paystack", () => {
  it("asks for the PIN and the OTP, credits after verify, and keeps the card", async () => {
    const started = await addMoney(browser, "1500", { card: { cardNumber: "5078 5078 5078 5072" } });
    expect(started).toMatchObject({ status: 202, body: { status: "Pending", action: { type: "send_pin" } } });
    const { reference } = started.body;
    expect((await submit(reference, { pin: "1234" })).body.action.type).toBe("send_otp");
    const done = await submit(reference, { otp: "123456" });
    expect(done).toMatchObject({ status: 200, body: { data: { transaction: { status: "Completed" } } } });
    expect(fake.calls.map((call) => call.operationId)).toEqual([
      "charge_create",
      "charge_submitPin",
      "charge_submitOtp",
      "transaction_verify",
    ]);
    expect(await entries(reference)).toBe(1);
    const cards = await browser.call(cardsRoute, { path: "/api/cards" });
    expect(cards.body.data.cards).toEqual([expect.objectContaining({ brand: "Verve", last4: "5072" })]);
  });

  it("refuses to credit when verify reports another amount, and refunds the charge", async () => {
    const started = await addMoney(browser, "800", { card: { cardNumber: "5078 5078 5078 5072" } });
    const { reference } = started.body;
    await submit(reference, { pin: "1234" });
    (fake.state.charges.get(reference.toLowerCase()) as { amount: number }).amount = 100;
    const done = await submit(reference, { otp: "123456" });
    expect(done).toMatchObject({ status: 402, body: { message: english(TOP_UP_VOIDED) } });
    expect(await entries(reference)).toBe(0);
    expect(fake.calls.at(-1)).toMatchObject({
      operationId: "refund_create",
      body: { transaction: reference.toLowerCase() },
    });
  });

  it("tops up with the saved card without its details", async () => {
    const [card] = (await browser.call(cardsRoute, { path: "/api/cards" })).body.data.cards;
    const paid = await browser.call(addMoneyRoute, {
      path: "/api/add-money",
      body: { amount: "250", savedCardId: card.id, transactionPin: TEST_PIN },
      headers: { "idempotency-key": newKey() },
    });
    expect(paid).toMatchObject({
      status: 200,
      body: { data: { transaction: { status: "Completed", cardLast4: "5072" } } },
    });
    expect(fake.calls.at(-2)).toMatchObject({
      operationId: "transaction_chargeAuthorization",
      body: { amount: 25000, currency: "NGN", authorization_code: expect.stringMatching(/^AUTH_/) },
    });
  });
});
