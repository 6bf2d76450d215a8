// Card top-ups that wait for the person (PIN, OTP, 3-D Secure), the charge.success webhook, and saved cards,
// through the real route handlers against PostgreSQL and the cards sandbox.
import { POST as continueRoute } from "@/app/api/add-money/[reference]/continue/route";
import { GET as cardsRoute } from "@/app/api/cards/route";
import { DELETE as removeCardRoute, PATCH as editCardRoute } from "@/app/api/cards/[id]/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { sandboxCards } from "@/server/vendors/cards";
import { SANDBOX_DECLINES, SANDBOX_OTP_TEXT } from "@/server/vendors/sandbox/sandbox-test-cards";
import { handleChargeSuccess } from "@/server/vendors/paystack/cards/charge-webhook";
import { POST as cancelRoute } from "@/app/api/add-money/[reference]/cancel/route";
import { returnedTopUp, TOP_UP_CANCELLED } from "@/server/money/funding/continue-top-up";
import { reconcilePendingTopUps } from "@/server/money/funding/refresh-top-up";
import { TOP_UP_ABANDONED, TOP_UP_VOIDED } from "@/server/money/funding/settle-top-up";
import { Browser, useAppDatabase, type Answer } from "@/test/api-harness";
import { onboard, TEST_PIN } from "@/test/onboard";
import { addMoney, newKey } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { sayAnswer } from "@/i18n/say-phrase";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;
let stranger: Browser;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser } = await onboard());
  ({ browser: stranger } = await onboard());
});
afterAll(async () => {
  await close();
});

const PIN_OTP = { cardNumber: "5078 5078 5078 5072" };
const THREE_DS = { cardNumber: "4084 0800 0000 0409" };
const VERVE = { cardNumber: "5060 6666 6666 6666 666" };

async function balance(who = browser): Promise<string> {
  return (await who.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

function submit(reference: string, body: object, who = browser): Promise<Answer> {
  return who.call(continueRoute, { path: `/api/add-money/${reference}/continue`, body, params: { reference } });
}

async function entriesOf(reference: string): Promise<number> {
  return t.db.ledgerEntry.count({ where: { transaction: { transactionReference: reference } } });
}

describe("a card that asks for its PIN and then an OTP", () => {
  it("waits as Pending without crediting, then credits once after the PIN and the OTP", async () => {
    const before = await balance();
    const started = await addMoney(browser, "1500", { card: PIN_OTP });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "Pending", action: { type: "send_pin" } });
    const { reference } = started.body;
    expect(reference).toMatch(/^VEIL[0-9A-F]{20}$/);
    expect(await balance()).toBe(before);

    const pin = await submit(reference, { pin: "1234" });
    expect(pin.status).toBe(202);
    expect(pin.body.action).toEqual({ type: "send_otp", displayText: SANDBOX_OTP_TEXT });

    const otp = await submit(reference, { otp: "123456" });
    expect(otp.status).toBe(200);
    expect(otp.body.data.transaction).toMatchObject({ status: "Completed", amount: "1500.00", cardBrand: "Verve" });
    expect(Number(await balance()) - Number(before)).toBeCloseTo(1500, 2);

    // The same OTP sent again (a double tap, a retry) reaches no bank and moves nothing.
    const again = await submit(reference, { otp: "123456" });
    expect(again.status).toBe(200);
    expect(again.body.data.transaction.status).toBe("Completed");
    expect(await entriesOf(reference)).toBe(1);
  });

  it("answers a retry of the first request with the step the bank waits for now", async () => {
    const key = newKey();
    const started = await addMoney(browser, "200", { card: PIN_OTP, key });
    await submit(started.body.reference, { pin: "1234" });
    const retried = await addMoney(browser, "200", { card: PIN_OTP, key });
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ reference: started.body.reference, action: { type: "send_otp" } });
  });

  it("fails with the bank's message on a wrong PIN and moves nothing", async () => {
    const before = await balance();
    const started = await addMoney(browser, "700", { card: PIN_OTP });
    const wrong = await submit(started.body.reference, { pin: "9999" });
    expect(wrong.status).toBe(402);
    expect(wrong.body.message).toBe(SANDBOX_DECLINES.wrongPin);
    expect(await balance()).toBe(before);
    // The top-up is over: another PIN is not passed on.
    expect((await submit(started.body.reference, { pin: "1234" })).status).toBe(402);
  });

  it("confirms a top-up the bank left undecided after the OTP, and answers a repeat with where it stands", async () => {
    const started = await addMoney(browser, "350", { card: PIN_OTP });
    const { reference } = started.body;
    await submit(reference, { pin: "1234" });
    const undecided = jest.spyOn(sandboxCards(t.db)!, "submitOtp").mockResolvedValueOnce({ status: "pending" });
    const otp = await submit(reference, { otp: "123456" });
    undecided.mockRestore();
    expect(otp.status).toBe(202);
    expect(otp.body.action).toBeUndefined();
    expect(otp.body.data.transaction.status).toBe("Pending");
    expect((await submit(reference, { otp: "123456" })).status).toBe(202);
  });

  it("fails on a wrong OTP", async () => {
    const started = await addMoney(browser, "700", { card: PIN_OTP });
    await submit(started.body.reference, { pin: "1234" });
    const wrong = await submit(started.body.reference, { otp: "000000" });
    expect(wrong).toMatchObject({ status: 402, body: { message: SANDBOX_DECLINES.wrongOtp } });
  });

  it("refuses a PIN that is not four digits, and keeps the PIN out of the database", async () => {
    const started = await addMoney(browser, "300", { card: PIN_OTP });
    const refused = await submit(started.body.reference, { pin: "12a4" });
    expect(refused).toMatchObject({ status: 400, body: { message: "Enter your 4-digit card PIN" } });
    await submit(started.body.reference, { pin: "1234" });
    const dump = JSON.stringify(await t.db.cardChargeStep.findMany());
    expect(dump).not.toContain("1234");
  });

  it("does not let another person continue it, and does not say whether it exists", async () => {
    const started = await addMoney(browser, "300", { card: PIN_OTP });
    const theirs = await submit(started.body.reference, { pin: "1234" }, stranger);
    expect(theirs).toMatchObject({ status: 404, body: { message: "We could not find this payment." } });
    expect((await submit("VEIL00000000000000000000", { pin: "1234" }, stranger)).status).toBe(404);
    expect((await submit(started.body.reference, { pin: "1234" })).body.action.type).toBe("send_otp");
  });

  it("is failed as abandoned half an hour after it was started, once the bank says it is not approved", async () => {
    const started = await addMoney(browser, "450", { card: PIN_OTP });
    const { reference } = started.body;
    const topUp = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: reference } });
    await reconcilePendingTopUps(t.db, sandboxCards(t.db)!, { olderThanMs: 0 });
    expect((await t.db.transaction.findUniqueOrThrow({ where: { id: topUp.id } })).status).toBe("PENDING");
    await t.db.cardCharge.update({
      where: { transactionId: topUp.id },
      data: { createdAt: new Date(Date.now() - 31 * 60_000), lastCheckedAt: null },
    });
    await reconcilePendingTopUps(t.db, sandboxCards(t.db)!, { olderThanMs: 0 });
    expect(await t.db.transaction.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({
      status: "FAILED",
      failure: [TOP_UP_ABANDONED],
    });
    expect((await submit(reference, { pin: "1234" })).status).toBe(402);
  });
});

describe("cancelling a step", () => {
  function cancel(reference: string, who = browser): Promise<Answer> {
    return who.call(cancelRoute, { path: `/api/add-money/${reference}/cancel`, body: {}, params: { reference } });
  }

  it("fails the top-up at once, so it no longer holds room under the cap, and a later step is refused", async () => {
    const before = await balance();
    const started = await addMoney(browser, "700", { card: PIN_OTP });
    const { reference } = started.body;
    expect((await cancel(reference, stranger)).status).toBe(404);
    const cancelled = await cancel(reference);
    expect(cancelled.status).toBe(402);
    expect(cancelled.body.message).toBe(english(TOP_UP_CANCELLED));
    expect(await balance()).toBe(before);
    expect(await entriesOf(reference)).toBe(0);
    expect((await submit(reference, { pin: "1234" })).status).toBe(402);
    expect((await cancel(reference)).status).toBe(402);
  });

  it("credits a top-up the bank approved just before the person cancelled", async () => {
    const before = await balance();
    const started = await addMoney(browser, "300", { card: VERVE });
    const { reference } = started.body;
    await sandboxCards(t.db)!.submitPin(reference, "1234"); // the bank decided, and the screen never heard
    const cancelled = await cancel(reference);
    expect(cancelled.body.data.transaction).toMatchObject({ status: "Completed" });
    expect(Number(await balance())).toBe(Number(before) + 300);
    expect(await entriesOf(reference)).toBe(1);
  });
});

describe("the continue request's limit", () => {
  it("refuses the 31st step in an hour from one person with 429, before looking anything up", async () => {
    const { browser: guesser } = await onboard();
    for (let i = 0; i < 30; i++) {
      expect((await submit("VEIL00000000000000000000", { pin: "1234" }, guesser)).status).toBe(404);
    }
    const refused = await submit("VEIL00000000000000000000", { pin: "1234" }, guesser);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^[0-9]+$/);
  });
});

describe("a Verve card that asks for its PIN only", () => {
  it("credits after the PIN", async () => {
    const started = await addMoney(browser, "1000", { card: VERVE });
    expect(started.body.action).toEqual({ type: "send_pin" });
    const done = await submit(started.body.reference, { pin: "1234" });
    expect(done.status).toBe(200);
    expect(done.body.data.transaction).toMatchObject({ status: "Completed", cardBrand: "Verve", cardLast4: "6666" });
  });
});

describe("a card that sends the person to a 3-D Secure page", () => {
  it("credits once the person approves on the bank's page and comes back", async () => {
    const before = await balance();
    const started = await addMoney(browser, "2500", { card: THREE_DS });
    const { reference } = started.body;
    expect(started.body.action).toEqual({ type: "open_url", url: `/sandbox/3ds/${reference}` });
    const user = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: reference } });
    expect((await returnedTopUp(t.db, sandboxCards(t.db)!, user.userId, reference)).status).toBe(202);
    await sandboxCards(t.db)!.complete3ds(reference, true);
    const back = await returnedTopUp(t.db, sandboxCards(t.db)!, user.userId, reference);
    expect(back.status).toBe(200);
    expect(Number(await balance()) - Number(before)).toBeCloseTo(2500, 2);
  });

  it("fails when the person cancels on the bank's page", async () => {
    const started = await addMoney(browser, "2500", { card: THREE_DS });
    const { reference } = started.body;
    const user = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: reference } });
    await sandboxCards(t.db)!.complete3ds(reference, false);
    const back = await returnedTopUp(t.db, sandboxCards(t.db)!, user.userId, reference);
    expect(back.status).toBe(402);
    expect(await sayAnswer(back.body, async () => "en")).toMatchObject({ message: SANDBOX_DECLINES.cancelled3ds });
  });
});

describe("the signed charge.success event", () => {
  async function waitingTopUp(amount: string) {
    const started = await addMoney(browser, amount, { card: PIN_OTP });
    return t.db.transaction.findFirstOrThrow({ where: { transactionReference: started.body.reference } });
  }
  const event = (reference: string, amount: number, currency = "NGN") => ({
    id: 77,
    status: "success",
    reference: reference.toLowerCase(),
    amount,
    currency,
  });

  it("credits a top-up once, however many times it is delivered", async () => {
    const before = await balance();
    const topUp = await waitingTopUp("820");
    for (let i = 0; i < 3; i++) {
      expect(await handleChargeSuccess(t.db, event(topUp.transactionReference, 82_000), sandboxCards(t.db)!)).toBe(
        "handled",
      );
    }
    expect(await entriesOf(topUp.transactionReference)).toBe(1);
    expect(Number(await balance()) - Number(before)).toBeCloseTo(820, 2);
  });

  it("refuses to credit an amount or a currency that is not the top-up's", async () => {
    const before = await balance();
    const short = await waitingTopUp("900");
    await handleChargeSuccess(t.db, event(short.transactionReference, 100), sandboxCards(t.db)!);
    expect(await t.db.transaction.findUniqueOrThrow({ where: { id: short.id } })).toMatchObject({
      status: "FAILED",
      failure: [TOP_UP_VOIDED],
    });
    const dollars = await waitingTopUp("900");
    await handleChargeSuccess(t.db, event(dollars.transactionReference, 90_000, "USD"), sandboxCards(t.db)!);
    expect((await t.db.transaction.findUniqueOrThrow({ where: { id: dollars.id } })).status).toBe("FAILED");
    expect(await balance()).toBe(before);
  });

  it("answers 'not mine' for a reference that is not one of its top-ups", async () => {
    expect(await handleChargeSuccess(t.db, event("VEIL0123456789ABCDEF0123", 100), sandboxCards(t.db)!)).toBe(
      "not mine",
    );
    expect(await handleChargeSuccess(t.db, { reference: "T123_dva", status: "success" }, sandboxCards(t.db)!)).toBe(
      "not mine",
    );
  });
});

describe("saved cards", () => {
  let owner: Browser;
  beforeAll(async () => {
    ({ browser: owner } = await onboard());
  });
  const list = (who: Browser) => who.call(cardsRoute, { path: "/api/cards" });
  const remove = (who: Browser, id: string) =>
    who.call(removeCardRoute, { method: "DELETE", path: `/api/cards/${id}`, params: { id } });

  it("keeps an approved card once, shows it without what charges it, and tops up with it", async () => {
    await addMoney(owner, "100");
    await addMoney(owner, "100");
    const listed = await list(owner);
    expect(listed.body.data.cards).toEqual([
      {
        id: expect.any(String),
        brand: "Visa",
        last4: "4081",
        expMonth: 12,
        expYear: 2030,
        bank: "Sandbox Bank",
        name: null,
        isDefault: false,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/AUTH_/);
    const before = await balance(owner);
    const [card] = listed.body.data.cards;
    const paid = await owner.call((await import("@/app/api/add-money/route")).POST, {
      path: "/api/add-money",
      body: { amount: "640", savedCardId: card.id, transactionPin: TEST_PIN },
      headers: { "idempotency-key": newKey() },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.transaction).toMatchObject({ status: "Completed", cardBrand: "Visa", cardLast4: "4081" });
    expect(Number(await balance(owner)) - Number(before)).toBeCloseTo(640, 2);
  });

  it("keeps another person's card out of reach", async () => {
    const [card] = (await list(owner)).body.data.cards;
    expect((await list(stranger)).body.data.cards.map((c: { id: string }) => c.id)).not.toContain(card.id);
    const charged = await stranger.call((await import("@/app/api/add-money/route")).POST, {
      path: "/api/add-money",
      body: { amount: "10", savedCardId: card.id, transactionPin: TEST_PIN },
      headers: { "idempotency-key": newKey() },
    });
    expect(charged.status).toBe(404);
    expect((await remove(stranger, card.id)).status).toBe(404);
    expect((await list(owner)).body.data.cards).toHaveLength(1);
  });

  it("names a card and makes one the default, one default at a time, listed first", async () => {
    const [card] = (await list(owner)).body.data.cards;
    const user = await t.db.savedCard.findUniqueOrThrow({ where: { id: card.id }, select: { userId: true } });
    const other = await t.db.savedCard.create({
      data: {
        userId: user.userId,
        provider: "sandbox",
        authorizationCode: "AUTH_second",
        signature: "SIG_second",
        brand: "Mastercard",
        last4: "5555",
        expMonth: 1,
        expYear: 2031,
        reusable: true,
      },
    });
    const edit = (who: Browser, id: string, body: object) =>
      who.call(editCardRoute, { method: "PATCH", path: `/api/cards/${id}`, params: { id }, body });
    const named = await edit(owner, card.id, { name: "  Salary card ", isDefault: true });
    expect(named.body.data.card).toMatchObject({ id: card.id, name: "Salary card", isDefault: true });
    // Two at once: the database keeps one default, whichever came last.
    await Promise.all([edit(owner, other.id, { isDefault: true }), edit(owner, card.id, { isDefault: true })]);
    const both = (await list(owner)).body.data.cards;
    expect(both.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    expect(both[0].isDefault).toBe(true);
    await edit(owner, other.id, { isDefault: true });
    expect(
      (await list(owner)).body.data.cards.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault]),
    ).toEqual([
      ["5555", true],
      ["4081", false],
    ]);
    expect((await edit(owner, card.id, { name: "" })).body.data.card.name).toBeNull();
    for (const body of [{}, { name: "x".repeat(31) }, { name: "a\u202eb" }, { isDefault: false }, { brand: "Amex" }]) {
      const refused = await edit(owner, card.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^[A-Z]/);
    }
    expect((await edit(stranger, card.id, { name: "Mine" })).status).toBe(404);
    expect((await edit(owner, "not-a-card", { name: "Mine" })).status).toBe(404);
    await t.db.savedCard.delete({ where: { id: other.id } });
  });

  it("removes a card at the card processor and here", async () => {
    const [card] = (await list(owner)).body.data.cards;
    const code = (await t.db.savedCard.findUniqueOrThrow({ where: { id: card.id } })).authorizationCode;
    expect(await remove(owner, card.id)).toMatchObject({ status: 200 });
    expect((await list(owner)).body.data.cards).toEqual([]);
    const refused = await sandboxCards(t.db)!.chargeAuthorization({
      reference: "VEIL00000000000000000001",
      amountKobo: 100n,
      currency: "NGN",
      email: "x@example.com",
      authorizationCode: code,
    });
    expect(refused.status).toBe("declined");
    expect((await remove(owner, card.id)).status).toBe(404);
  });
});
