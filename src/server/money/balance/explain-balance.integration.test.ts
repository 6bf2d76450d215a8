// Explain my balance against real transactions: a transfer waiting for its bank, a card payment waiting for its
// OTP and a deposit held over the tier's cap are each beside the balance, never in it, with today's sending.
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import { POST as cardToAccountRoute } from "@/app/api/transfer/card/route";
import { account, addMoney, APPROVED_CARD, balance, newKey, transfer } from "@/test/money";
import { onboard, TEST_PIN } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { explainBalance } from "./explain-balance";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(() => close());

async function assigned(browser: Browser) {
  for (let i = 0; i < 50; i++) {
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    if (answer.body.data.account.status === "assigned") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The account was never assigned.");
}

describe("explain my balance", () => {
  it("puts what is on its way, being confirmed and held beside the balance, with today's sending", async () => {
    const { browser } = await onboard({ phoneNumber: `+23481${String(Date.now()).slice(-8)}`, tier: 1 });
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    expect((await addMoney(browser, "290000")).status).toBe(200);
    // A payout the bank keeps pending (serial 888), and one that completes.
    expect((await transfer(browser, "1500", { to: account("888000123") })).body.data.transaction.status).toBe(
      "Pending",
    );
    expect((await transfer(browser, "500")).status).toBe(200);
    // A card top-up waiting for its PIN.
    const waiting = await addMoney(browser, "700", { card: { cardNumber: "5078 5078 5078 5072" } });
    expect(waiting.status).toBe(202);
    // A Card to Account payment waiting for its card's PIN: it will go to the recipient, never to the balance.
    const paying = await browser.call(cardToAccountRoute, {
      path: "/api/transfer/card",
      body: {
        ...account("123987456"),
        amount: "3000",
        description: "",
        payWith: { cardDetails: { ...APPROVED_CARD, cardNumber: "5078 5078 5078 5072" } },
        transactionPin: TEST_PIN,
      },
      headers: { "idempotency-key": newKey() },
    });
    expect(paying.status).toBe(202);
    // A deposit the tier-1 cap (₦300,000) cannot take.
    await assigned(browser);
    const held = await browser.call(simulateRoute, {
      path: "/api/sandbox/incoming-transfer",
      body: { amount: "20000", senderName: "Bola Ade" },
    });
    expect(held.body.data.transaction.status).toBe("Held");

    const explained = await explainBalance(t.db, user.id, "en");
    expect(await balance(browser)).toBe("288000.00");
    expect({
      balance: explained.balanceKobo,
      onTheirWay: [explained.onTheirWay.totalKobo, explained.onTheirWay.count],
      beingConfirmed: [explained.beingConfirmed.totalKobo, explained.beingConfirmed.count],
      cardPayments: [explained.cardPayments.totalKobo, explained.cardPayments.count],
      held: [explained.held.totalKobo, explained.held.count],
      today: explained.today,
      cap: explained.maxBalanceKobo,
    }).toEqual({
      balance: 28_800_000n,
      onTheirWay: [150_000n, 1],
      beingConfirmed: [70_000n, 1],
      cardPayments: [300_000n, 1],
      held: [2_000_000n, 1],
      // What the card payment will take is not left today: a new card payment is checked the same way.
      today: { sentKobo: 200_000n, limitKobo: 5_000_000n, keptForCardsKobo: 300_000n, leftKobo: 4_500_000n },
      cap: 30_000_000n,
    });
    expect(explained.held.transactions[0]?.failureReason).toMatch(/on hold/);
  });

  it("has nothing beside the balance of a new wallet", async () => {
    const { browser } = await onboard();
    const user = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    expect(await balance(browser)).toBe("0.00");
    const explained = await explainBalance(t.db, user.id, "en");
    expect([explained.onTheirWay.count, explained.beingConfirmed.count, explained.held.count]).toEqual([0, 0, 0]);
    expect(explained.today.sentKobo).toBe(0n);
  });
});
