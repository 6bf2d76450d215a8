// What a wallet can take, checked before a card is charged, against PostgreSQL and the cards sandbox.
import { cardsProvider } from "@/server/vendors/cards";
import { takeWalletForTopUp } from "@/server/money/funding/top-up-room";
import { TIERS } from "@/lib/limits";
import { useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, addMoney, balance, transfer, trustRecipient } from "@/test/money";
import { settlePayout } from "@/server/money/transfers/settle-payout";
import { payoutsProvider } from "@/server/vendors/payouts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
import type { TestDatabase } from "@/test/test-database";
import { phrase, asGiven } from "@/i18n/phrase";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const PREFIXES = ["80", "81", "70", "90", "91"];
let phones = 0;
/** A person verified by phone number only: tier 1. */
function tierOne() {
  phones += 1;
  return onboard({ phoneNumber: `+234${PREFIXES[phones % PREFIXES.length]}${String(Date.now() + phones).slice(-8)}` });
}

describe("the most a wallet can hold", () => {
  it("refuses a top-up above ₦99,999,999.99 before charging the card, and writes nothing", async () => {
    const { browser } = await onboard();
    expect((await addMoney(browser, "99999000")).status).toBe(200);
    const charge = jest.spyOn(cardsProvider(t.db), "charge");
    const transactions = await t.db.transaction.count();

    const refused = await addMoney(browser, "1000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "This top-up would take your balance above ₦99,999,999.99, the most a Veil wallet can hold. You can add up to ₦999.99 more.",
    );
    expect((await addMoney(browser, "999.99")).status).toBe(200);
    const full = await addMoney(browser, "0.01");
    expect(full.status).toBe(422);
    expect(full.body.message).toContain("You can add up to ₦0.00 more.");

    expect(charge).toHaveBeenCalledTimes(1);
    expect(await t.db.transaction.count()).toBe(transactions + 1);
    expect(await balance(browser)).toBe("99999999.99");
  });
});

/** The bank's final answer on a transfer, as its webhook reports it. */
async function bankSays(reference: string, outcome: "failed" | "reversed") {
  const payout = await t.db.payout.findUniqueOrThrow({ where: { reference } });
  expect(
    await settlePayout(t.db, payout.id, { outcome, providerReference: null, reason: asGiven("Account dormant") }),
  ).toBe(true);
}

describe("money a pending transfer may bring back", () => {
  it("counts against the ledger's maximum, so its refund fits", async () => {
    const { browser } = await onboard();
    expect((await addMoney(browser, "99999000")).status).toBe(200);
    const sent = await transfer(browser, "1000", { to: account("888444555") });
    expect(sent.body.data.transaction.status).toBe("Pending");

    const refused = await addMoney(browser, "1000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("You can add up to ₦999.99 more.");
    expect((await addMoney(browser, "999.99")).status).toBe(200);
    await bankSays(sent.body.data.transaction.transactionReference, "failed");
    expect(await balance(browser)).toBe("99999999.99");
  });
});

describe("a top-up waiting for the person's PIN", () => {
  it("is counted in the wallet's room until it is settled", async () => {
    const { browser } = await tierOne();
    const waiting = await addMoney(browser, "200000", { card: { cardNumber: "5078 5078 5078 5072" } });
    expect(waiting.body.action).toEqual({ type: "send_pin" });
    const refused = await addMoney(browser, "200000");
    expect(refused.status).toBe(422);
    expect(await balance(browser)).toBe("0.00");
  });
});

describe("a tier's single top-up cap", () => {
  it("refuses a top-up above it, saying the most that can be added", async () => {
    const { browser } = await tierOne();
    expect((await addMoney(browser, "280000")).status).toBe(200);
    const { userId } = await t.db.wallet.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    const capped = { ...TIERS[1], maxDepositKobo: 5_000_000n };
    const take = (kobo: bigint) => t.db.$transaction((tx) => takeWalletForTopUp(tx, userId, capped, kobo));
    await expect(take(6_000_000n)).rejects.toThrow(
      "This top-up is above ₦50,000.00, the most you can add at once at your verification level. You can add up to ₦20,000.00.",
    );
    await expect(take(2_000_000n)).resolves.toBeUndefined();
  });
});

describe("tier 1's ₦300,000.00 balance cap", () => {
  it("counts a top-up whose charge is still unconfirmed, and says how much can still be added", async () => {
    const { browser } = await tierOne();
    const cards = cardsProvider(t.db);
    jest.spyOn(cards, "charge").mockRejectedValueOnce(new Error("socket hang up"));
    jest.spyOn(cards, "verify").mockRejectedValueOnce(new Error("socket hang up"));
    const unconfirmed = await addMoney(browser, "100000");
    expect(unconfirmed.status).toBe(202);
    expect(unconfirmed.body.data.transaction.status).toBe("Pending");
    expect(unconfirmed.body.message).toBe(
      "We are confirming this payment with your card's bank. Your wallet will show it within a few minutes.",
    );

    const refused = await addMoney(browser, "250000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "This top-up would take your balance above ₦300,000.00, the most your wallet can hold at your verification level. You can add up to ₦200,000.00 more.",
    );
    expect((await addMoney(browser, "200000")).status).toBe(200);
  });

  it("counts a pending transfer, which comes back if the bank declines it", async () => {
    const { browser } = await tierOne();
    expect((await addMoney(browser, "300000")).status).toBe(200);
    const sent = await transfer(browser, "50000", { to: account("888000555") });
    expect(sent.body.data.transaction.status).toBe("Pending");
    expect(await balance(browser)).toBe("250000.00");

    const refused = await addMoney(browser, "50000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("You can add up to ₦0.00 more.");
    await bankSays(sent.body.data.transaction.transactionReference, "failed");
    expect(await balance(browser)).toBe("300000.00");
  });

  it("holds exactly when a declined transfer races ten top-ups", async () => {
    const { browser } = await tierOne();
    expect((await addMoney(browser, "300000")).status).toBe(200);
    await trustRecipient(t.db, browser, account("999201455"));
    // The bank takes a moment to decline, as a real one does: the top-ups arrive while the transfer is pending.
    jest.spyOn(payoutsProvider(t.db), "initiate").mockImplementationOnce(async () => {
      await sleep(300);
      return { status: "failed", providerReference: null, reason: phrase("serverErrors.recipientBankDeclined") };
    });
    const topUps = Array.from({ length: 10 }, (_, index) =>
      sleep(50 + index * 15).then(() => addMoney(browser, "5000")),
    );
    const [sent, ...answers] = await Promise.all([transfer(browser, "50000", { to: account("999201455") }), ...topUps]);
    expect(sent!.body.data.transaction.status).toBe("Failed");
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(422));
    expect(await balance(browser)).toBe("300000.00");
  });

  it.each([
    ["a new wallet", "0", 40, 30],
    ["a wallet holding ₦250,000.00", "250000", 20, 5],
  ])("holds exactly for %s under parallel ₦10,000.00 top-ups", async (_name, start, parallel, fit) => {
    const { browser } = await tierOne();
    if (start !== "0") expect((await addMoney(browser, start)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: parallel }, () => addMoney(browser, "10000")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(fit);
    expect(statuses.filter((status) => status === 422)).toHaveLength(parallel - fit);
    expect(await balance(browser)).toBe("300000.00");
    const user = await t.db.wallet.findFirstOrThrow({ where: { balance: 300000 }, orderBy: { createdAt: "desc" } });
    expect(await t.db.transaction.count({ where: { userId: user.userId, status: "PENDING" } })).toBe(0);
  });
});
