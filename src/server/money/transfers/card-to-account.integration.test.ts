// Card to Account through the real route handlers against PostgreSQL, the cards sandbox and the payouts
// sandbox: the card charged into the wallet, the transfer sent from it, one ledger, one transaction shown.
import { POST as cardToAccountRoute } from "@/app/api/transfer/card/route";
import { POST as continueRoute } from "@/app/api/add-money/[reference]/continue/route";
import { GET as historyRoute } from "@/app/api/transactions/route";
import { applyChargeStatus } from "@/server/money/funding/settle-top-up";
import { payoutsProvider } from "@/server/vendors";
import { sendChargedCardPayments } from "./card-to-account";
import { sandboxCards } from "@/server/vendors/cards";
import { Browser, useAppDatabase, type Answer } from "@/test/api-harness";
import { onboard, TEST_PIN } from "@/test/onboard";
import { account, addMoney, APPROVED_CARD, balance, newKey, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});

const PIN_OTP = { ...APPROVED_CARD, cardNumber: "5078 5078 5078 5072" };

function payFromCard(
  browser: Browser,
  amount: string,
  options: { to?: object; card?: object; savedCardId?: string; key?: string; pin?: string } = {},
): Promise<Answer> {
  const payWith = options.savedCardId
    ? { savedCardId: options.savedCardId }
    : { cardDetails: options.card ?? APPROVED_CARD };
  return browser.call(cardToAccountRoute, {
    path: "/api/transfer/card",
    body: {
      ...(options.to ?? account()),
      amount,
      description: "Rent",
      payWith,
      // A large payment to a new account asks the scam check; the person here answers no to both.
      scamCheck: { askedBySomeone: false, promisedSomething: false },
      transactionPin: options.pin ?? TEST_PIN,
    },
    headers: { "idempotency-key": options.key ?? newKey() },
  });
}

function submit(browser: Browser, reference: string, body: object): Promise<Answer> {
  return browser.call(continueRoute, { path: `/api/add-money/${reference}/continue`, body, params: { reference } });
}

async function history(browser: Browser) {
  return (await browser.call(historyRoute, { path: "/api/transactions" })).body.data.transactions as {
    transactionType: string;
    amount: string;
    status: string;
    recipientName: string | null;
    recipientBank: string | null;
  }[];
}

/** Every entry of a user's ledger adds up: debits equal credits, one entry per movement. */
async function entriesOf(transactionId: number) {
  return t.db.ledgerEntry.findMany({ where: { transactionId }, include: { postings: true } });
}

/** A tier 1 wallet (₦50,000 a day) holding `amount`. */
async function tierOneWith(amount: string): Promise<Browser> {
  const { browser } = await onboard({ tier: 1 });
  expect((await addMoney(browser, amount)).status).toBe(200);
  return browser;
}

describe("Card to Account", () => {
  it("charges the card, sends the transfer from the wallet and shows one transaction with the card", async () => {
    const { browser } = await onboard();
    const paid = await payFromCard(browser, "2500");
    expect(paid.status).toBe(200);
    const sent = paid.body.data.transaction;
    expect(sent).toMatchObject({
      transactionType: "SEND",
      status: "Completed",
      amount: "2500.00",
      cardLast4: "4081",
      description: "Rent",
    });
    // The money passed through the wallet: nothing is left there and nothing is missing.
    expect(await balance(browser)).toBe("0.00");
    const shown = await history(browser);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ transactionType: "SEND", amount: "2500.00" });
    // Two movements, each balanced: card settlement to wallet, wallet to payouts.
    const card = await t.db.cardSend.findFirstOrThrow({ where: { sendId: sent.id } });
    for (const id of [card.topUpId, sent.id]) {
      const [entry] = await entriesOf(id);
      const debit = entry!.postings
        .filter((p) => p.direction === "DEBIT")
        .reduce((sum, p) => sum + Number(p.amount), 0);
      const credit = entry!.postings
        .filter((p) => p.direction === "CREDIT")
        .reduce((sum, p) => sum + Number(p.amount), 0);
      expect(debit).toBe(2500);
      expect(credit).toBe(2500);
    }
  });

  it("answers a retry with its key with the same transfer, and charges and sends once", async () => {
    const { browser } = await onboard();
    const key = newKey();
    const first = await payFromCard(browser, "1000", { key });
    const again = await payFromCard(browser, "1000", { key });
    expect(again.body.data.transaction.id).toBe(first.body.data.transaction.id);
    expect(await t.db.cardSend.count({ where: { sendId: first.body.data.transaction.id } })).toBe(1);
    const user = await t.db.transaction.findUniqueOrThrow({ where: { id: first.body.data.transaction.id } });
    expect(await t.db.transaction.count({ where: { userId: user.userId } })).toBe(2);
  });

  it("waits for the card's PIN and OTP, then answers the step with the transfer made", async () => {
    const { browser } = await onboard();
    const started = await payFromCard(browser, "3000", { card: PIN_OTP });
    expect(started.status).toBe(202);
    expect(started.body.action).toMatchObject({ type: "send_pin" });
    const { reference } = started.body;
    expect(
      await t.db.cardSend.count({ where: { topUp: { transactionReference: reference }, sendId: { not: null } } }),
    ).toBe(0);
    expect((await submit(browser, reference, { pin: "1234" })).body.action.type).toBe("send_otp");
    const done = await submit(browser, reference, { otp: "123456" });
    expect(done.status).toBe(200);
    expect(done.body.data.transaction).toMatchObject({
      transactionType: "SEND",
      status: "Completed",
      amount: "3000.00",
    });
    expect(await balance(browser)).toBe("0.00");
  });

  it("returns the money to the wallet, not the card, when the bank refuses the payout", async () => {
    const { browser } = await onboard();
    const paid = await payFromCard(browser, "1200", { to: account("999000123") });
    expect(paid.status).toBe(200);
    expect(paid.body.data.transaction).toMatchObject({
      transactionType: "SEND",
      status: "Failed",
      failureReason: expect.stringMatching(/returned to your Veil wallet|declined/),
    });
    expect(await balance(browser)).toBe("1200.00");
    // History explains the balance: the transfer that came back, and the card payment whose money stayed.
    const shown = await history(browser);
    expect(shown.map(({ transactionType, status, amount }) => [transactionType, status, amount])).toEqual(
      expect.arrayContaining([
        ["SEND", "Failed", "1200.00"],
        ["ADD_MONEY", "Completed", "1200.00"],
      ]),
    );
    expect(shown).toHaveLength(2);
  });

  it("refuses beyond the day's limit before the card is charged, and nothing is recorded", async () => {
    const browser = await tierOneWith("45000");
    expect((await transfer(browser, "45000")).status).toBe(200);
    const refused = await payFromCard(browser, "6000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/daily/i);
    expect(await t.db.cardSend.count({ where: { amount: "6000.00" } })).toBe(0);
  });

  it("counts card payments still waiting for their OTP, so a card is never charged for a send the limit refuses", async () => {
    const { browser } = await onboard({ tier: 1 });
    const waiting = await payFromCard(browser, "30000", { card: PIN_OTP });
    expect(waiting.status).toBe(202);
    const refused = await payFromCard(browser, "30000", { card: PIN_OTP });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/₦20,000\.00 is left today/);
    // Nothing of the refused one was recorded or charged: one card payment, the one waiting.
    const { userId } = await t.db.transaction.findFirstOrThrow({
      where: { transactionReference: waiting.body.reference },
    });
    expect(await t.db.cardSend.count({ where: { userId } })).toBe(1);
    expect(await t.db.transaction.count({ where: { userId, transactionType: "ADD_MONEY" } })).toBe(1);
  });

  it("charges no more than the day's limit can send when payments are made at once", async () => {
    const { browser } = await onboard({ tier: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => payFromCard(browser, "20000")));
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent.map((answer) => answer.body.data.transaction.transactionType)).toEqual(["SEND", "SEND"]);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(4);
    // Nothing was kept in the wallet: every charge became a transfer.
    expect(await balance(browser)).toBe("0.00");
  });

  it("refuses a Veil wallet: Card to Account pays bank accounts", async () => {
    const { browser } = await onboard();
    const refused = await payFromCard(browser, "500", {
      to: { recipientAccountNumber: "08031234567", recipientBank: "Veil" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Account Transfer/);
  });

  it("keeps the money in the wallet and says why when the limit was reached while the card waited", async () => {
    const browser = await tierOneWith("46000");
    const started = await payFromCard(browser, "5000", { card: PIN_OTP });
    const { reference } = started.body;
    await submit(browser, reference, { pin: "1234" });
    expect((await transfer(browser, "46000")).status).toBe(200);
    const done = await submit(browser, reference, { otp: "123456" });
    expect(done.status).toBe(200);
    expect(done.body.data.transaction).toMatchObject({ transactionType: "ADD_MONEY", status: "Completed" });
    expect(done.body.data.notice).toMatch(/^Your card was charged and the money is in your Veil wallet/);
    expect(await balance(browser)).toBe("5000.00");
    // Said again wherever the payment is shown later, not only in the answer a person may have missed.
    const { GET: detailRoute } = await import("@/app/api/transactions/[id]/route");
    const id = String(done.body.data.transaction.id);
    const detail = await browser.call(detailRoute, { path: `/api/transactions/${id}`, params: { id } });
    expect(detail.body.data.transaction.failureReason).toMatch(/daily limit/);
  });

  it("sends a payment the card's webhook credited, from the jobs, once", async () => {
    const { browser } = await onboard();
    const started = await payFromCard(browser, "800", { card: PIN_OTP });
    const topUp = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: started.body.reference } });
    // The bank approves it out of band (the person closed the page after the OTP): a webhook or the card
    // reconciler credits it, and neither sends transfers.
    const charge = { transactionId: topUp.id, reference: topUp.transactionReference, createdAt: new Date() };
    await applyChargeStatus(t.db, sandboxCards(t.db)!, charge, {
      status: "approved",
      providerReference: "sandbox-approved",
      reference: topUp.transactionReference,
      amountKobo: 80_000n,
      currency: "NGN",
    });
    expect(await balance(browser)).toBe("800.00");
    await t.db.cardSend.update({ where: { topUpId: topUp.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const deadline = Date.now() + 10_000;
    await Promise.all([
      sendChargedCardPayments(t.db, payoutsProvider(t.db), { deadline }),
      sendChargedCardPayments(t.db, payoutsProvider(t.db), { deadline }),
    ]);
    const card = await t.db.cardSend.findUniqueOrThrow({ where: { topUpId: topUp.id } });
    expect(card.sendId).not.toBeNull();
    expect(await t.db.transaction.count({ where: { userId: topUp.userId, transactionType: "SEND" } })).toBe(1);
    expect(await balance(browser)).toBe("0.00");
  });

  it("does not send a payment whose session ended before the card was approved: the money stays in the wallet", async () => {
    const { browser } = await onboard();
    const started = await payFromCard(browser, "800", { card: PIN_OTP });
    const topUp = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: started.body.reference } });
    // The person signs out (or changes their password, or freezes the account) while the card waits for its bank.
    const { POST: logoutRoute } = await import("@/app/api/auth/logout/route");
    expect((await browser.call(logoutRoute, { path: "/api/auth/logout", body: {} })).status).toBe(200);
    const charge = { transactionId: topUp.id, reference: topUp.transactionReference, createdAt: new Date() };
    await applyChargeStatus(t.db, sandboxCards(t.db)!, charge, {
      status: "approved",
      providerReference: "sandbox-approved",
      reference: topUp.transactionReference,
      amountKobo: 80_000n,
      currency: "NGN",
    });
    await t.db.cardSend.update({ where: { topUpId: topUp.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await sendChargedCardPayments(t.db, payoutsProvider(t.db), { deadline: Date.now() + 10_000 });
    const card = await t.db.cardSend.findUniqueOrThrow({ where: { topUpId: topUp.id } });
    expect(card.sendId).toBeNull();
    expect(card.refusal).toEqual([{ key: "serverErrors.cardSendSignedOut" }]);
    expect(await t.db.transaction.count({ where: { userId: topUp.userId, transactionType: "SEND" } })).toBe(0);
    expect(await t.db.payout.count({ where: { transaction: { userId: topUp.userId } } })).toBe(0);
    const wallet = await t.db.wallet.findUniqueOrThrow({ where: { userId: topUp.userId } });
    expect(wallet.balance.toFixed(2)).toBe("800.00");
  });

  it("says a refusal for the wallet's room as a card payment passing through the wallet, and charges nothing", async () => {
    const browser = await tierOneWith("280000");
    const refused = await payFromCard(browser, "30000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "A card payment passes through your wallet on its way, and this one would take your balance above ₦300,000.00, the most your wallet can hold at your verification level. You can pay up to ₦20,000.00 from a card now, or send from your balance.",
    );
    expect(await balance(browser)).toBe("280000.00");
  });

  it("lists a declined card payment by whom it was paying, and moves nothing", async () => {
    const { browser } = await onboard();
    const declined = await payFromCard(browser, "700", {
      card: { ...APPROVED_CARD, cardNumber: "4000 0000 0000 0002" },
    });
    expect(declined.status).toBe(402);
    const [row] = await history(browser);
    expect(row).toMatchObject({
      transactionType: "ADD_MONEY",
      status: "Failed",
      recipientName: expect.any(String),
      recipientBank: "GTBank",
    });
    expect(await balance(browser)).toBe("0.00");
  });
});
