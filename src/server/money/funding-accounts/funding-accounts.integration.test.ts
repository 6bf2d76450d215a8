// A personal account number and money received, on the sandbox, through the real handlers and PostgreSQL.
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { GET as historyRoute } from "@/app/api/transactions/route";
import { POST as paystackWebhookRoute } from "@/app/api/webhooks/paystack/route";
import { SIGNATURE_HEADER, signWebhook, webhookSecret } from "@/server/money/webhooks/paystack-signature";
import { SYSTEM_ACCOUNTS } from "@/server/money/ledger/accounts";
import { nubanCheckDigit } from "@/lib/nuban";
import { env } from "@/env";
import { receiveSignedPaystackEvent } from "@/server/money/webhooks/paystack-webhook";
import {
  SANDBOX_FUNDING_BANK,
  SANDBOX_INSTITUTION_CODE,
  sandboxAccountNumber,
} from "@/server/vendors/sandbox/sandbox-funding-provider";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { dedicatedAccountChargeEvent } from "./simulate-incoming-transfer";
import { assignPendingVirtualAccounts } from "./assign-pending-virtual-accounts";
import { handleDedicatedAccountCharge } from "./receive-deposit";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Bank Transfer tab's view, asked again while it is being set up, as the tab does. */
async function accountOf(browser: Browser) {
  for (let i = 0; i < 50; i++) {
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    expect(answer.status).toBe(200);
    if (answer.body.data.account.status === "assigned") return answer.body.data;
    await sleep(100);
  }
  throw new Error("The account was never assigned.");
}

async function balance(browser: Browser): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

function simulate(browser: Browser, amount: string, senderName: string) {
  return browser.call(simulateRoute, { path: "/api/sandbox/incoming-transfer", body: { amount, senderName } });
}

let phones = 0;
function tierOne() {
  phones += 1;
  return onboard({ phoneNumber: `+23481${String(Date.now() + phones).slice(-8)}` });
}

/** A signed charge.success for a deposit to this account number, as Paystack would deliver it. */
function signedDeposit(
  accountNumber: string,
  reference: string,
  amountKobo: bigint,
  currency = "NGN",
  sender = { name: "Ngozi Eze", bank: "Access Bank" },
) {
  const event = dedicatedAccountChargeEvent({
    reference,
    amountKobo,
    accountNumber,
    bankName: SANDBOX_FUNDING_BANK,
    senderName: sender.name,
    senderBank: sender.bank,
    senderAccountNumber: "******9876",
    paidAt: new Date(),
  });
  event.data.currency = currency;
  const raw = JSON.stringify(event);
  return { raw, signature: signWebhook(raw, webhookSecret(env())) };
}

describe("a personal account number", () => {
  it("gives every new wallet its own valid account number at Veil Sandbox Bank, the same each time", async () => {
    const { browser, identity } = await onboard();
    const first = await accountOf(browser);
    expect(first.simulate).toBe(true);
    expect(first.account).toEqual({
      status: "assigned",
      bankName: "Veil Sandbox Bank",
      accountNumber: expect.stringMatching(/^[0-9]{10}$/),
      accountName: `Veil / ${identity.fullName}`,
    });
    const number: string = first.account.accountNumber;
    expect(nubanCheckDigit(SANDBOX_INSTITUTION_CODE, number.slice(0, 9))).toBe(Number(number[9]));
    expect((await accountOf(browser)).account.accountNumber).toBe(number);
    const row = await t.db.virtualAccount.findFirstOrThrow({ where: { accountNumber: number } });
    expect(sandboxAccountNumber(row.userId)).toBe(number);
    expect(row).toMatchObject({ status: "ASSIGNED", provider: "sandbox" });
  });

  it("the job gives one to every wallet that has none", async () => {
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const owner = await t.db.virtualAccount.findFirstOrThrow({ where: { accountNumber: account.accountNumber } });
    await t.db.virtualAccount.delete({ where: { id: owner.id } });

    await assignPendingVirtualAccounts(t.db);

    const walletsWithout = await t.sql.query(
      `SELECT count(*)::int AS n FROM wallets w LEFT JOIN virtual_accounts v ON v.user_id = w.user_id
        WHERE v.id IS NULL OR v.status <> 'ASSIGNED'`,
    );
    expect(walletsWithout.rows[0].n).toBe(0);
    expect((await t.db.virtualAccount.findUniqueOrThrow({ where: { userId: owner.userId } })).accountNumber).toBe(
      account.accountNumber,
    );
  });
});

describe("money received", () => {
  it("credits a simulated transfer once, as 'Received from' the sender, in the history's Received tab", async () => {
    const { browser } = await onboard();
    await accountOf(browser);
    const before = await balance(browser);

    const sent = await simulate(browser, "5000", "Chidi Okeke");
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction).toMatchObject({
      transactionType: "RECEIVE",
      amount: "5000.00",
      status: "Completed",
      recipientName: "Chidi Okeke",
      recipientBank: "Sandbox Sender Bank",
    });
    expect(Number(await balance(browser))).toBe(Number(before) + 5000);

    const received = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(received.body.data.transactions.map((row: { recipientName: string }) => row.recipientName)).toEqual([
      "Chidi Okeke",
    ]);
    const entry = await t.db.ledgerEntry.findFirstOrThrow({
      where: { transactionId: sent.body.data.transaction.id },
      include: { postings: true },
    });
    expect(entry.kind).toBe("bank-transfer-in");
    expect(entry.postings.find((posting) => posting.direction === "DEBIT")?.accountId).toBe(
      SYSTEM_ACCOUNTS.bankReceipts.id,
    );
  });

  it("shows a sender's name from their bank without the characters that would reorder 'Received from …'", async () => {
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const deposit = signedDeposit(account.accountNumber, "bidi-sender-0001", 10_000n, "NGN", {
      name: "a\u202eb\u2066 \u200bObi\n",
      bank: "\u202bAccess\u0007 Bank",
    });
    const delivered = await new Browser().call(paystackWebhookRoute, {
      path: "/api/webhooks/paystack",
      raw: deposit.raw,
      headers: { [SIGNATURE_HEADER]: deposit.signature, origin: null, "sec-fetch-site": null },
    });
    expect(delivered.status).toBe(200);

    const received = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(received.body.data.transactions[0]).toMatchObject({ recipientName: "ab Obi", recipientBank: "Access Bank" });
    const stored = await t.db.transaction.findFirstOrThrow({ where: { id: received.body.data.transactions[0].id } });
    expect(stored.recipientName).toBe("ab Obi");

    // A name stored before names were cleaned on the way in is shown cleaned all the same.
    await t.db.transaction.update({ where: { id: stored.id }, data: { recipientName: "a\u202eb\u200f" } });
    const again = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(again.body.data.transactions[0].recipientName).toBe("ab");
  });

  it("applies a delivery Paystack repeats, in turn or at once, exactly once", async () => {
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const before = Number(await balance(browser));
    const once = signedDeposit(account.accountNumber, "replayed-deposit-0001", 120_000n);

    expect(await receiveSignedPaystackEvent(t.db, once.raw, once.signature)).toEqual({
      received: true,
      deposit: "credited",
    });
    expect((await receiveSignedPaystackEvent(t.db, once.raw, once.signature)).deposit).toBe("duplicate");
    expect((await receiveSignedPaystackEvent(t.db, once.raw, once.signature)).deposit).toBe("duplicate");
    const racing = signedDeposit(account.accountNumber, "replayed-deposit-0002", 30_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => receiveSignedPaystackEvent(t.db, racing.raw, racing.signature)),
    );
    expect(outcomes.filter((outcome) => outcome.deposit === "credited")).toHaveLength(1);

    expect(Number(await balance(browser))).toBe(before + 1200 + 300);
    const received = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(received.body.data.transactions).toHaveLength(2);
  });

  it("refuses a forged or unsigned delivery with 401 and moves nothing", async () => {
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const before = await balance(browser);
    const forged = signedDeposit(account.accountNumber, "forged-deposit-0001", 10_000_000n);
    const wrongKey = signWebhook(forged.raw, "someone-elses-secret-someone-elses-secret");
    const tampered = forged.raw.replace("10000000", "90000000");

    for (const [raw, signature] of [
      [forged.raw, wrongKey],
      [forged.raw, null],
      [tampered, forged.signature],
    ] as const) {
      await expect(receiveSignedPaystackEvent(t.db, raw, signature)).rejects.toMatchObject({ status: 401 });
    }
    expect(await balance(browser)).toBe(before);
    expect(await t.db.incomingTransfer.count({ where: { providerReference: "forged-deposit-0001" } })).toBe(0);
  });

  it("holds a deposit the wallet's tier cannot take, tells the person why, and reports it to staff", async () => {
    const { browser } = await tierOne();
    await accountOf(browser);
    expect((await simulate(browser, "250000", "Bola Ade")).body.data.transaction.status).toBe("Completed");

    const over = await simulate(browser, "100000", "Bola Ade");
    expect(over.status).toBe(200);
    expect(over.body.data.transaction).toMatchObject({
      transactionType: "RECEIVE",
      status: "Held",
      amount: "100000.00",
      failureReason:
        "This ₦100,000.00 is on hold: it would take your balance above ₦300,000.00, the most your wallet can " +
        "hold at your verification level. It is not in your balance. We are keeping it safe, and our support " +
        "team will contact you to release it or send it back to the sender.",
    });
    expect(await balance(browser)).toBe("250000.00");
    const received = await browser.call(historyRoute, { path: "/api/transactions?type=received" });
    expect(received.body.data.transactions.map((row: { status: string }) => row.status)).toEqual(["Held", "Completed"]);
    const incoming = await t.db.incomingTransfer.findUniqueOrThrow({
      where: { transactionId: over.body.data.transaction.id },
    });
    expect(incoming.status).toBe("HELD");
    expect(
      await t.db.fundingAnomaly.count({
        where: { providerReference: incoming.providerReference, reason: "held_over_cap", reviewedAt: null },
      }),
    ).toBe(1);
    const entry = await t.db.ledgerEntry.findFirstOrThrow({
      where: { transactionId: incoming.transactionId },
      include: { postings: true },
    });
    expect(entry.kind).toBe("bank-transfer-held");
    expect(entry.postings.map((posting) => [posting.accountId, posting.direction]).sort()).toEqual(
      [
        [SYSTEM_ACCOUNTS.bankReceipts.id, "DEBIT"],
        [SYSTEM_ACCOUNTS.heldDeposits.id, "CREDIT"],
      ].sort(),
    );
    // What still fits is credited.
    expect((await simulate(browser, "50000", "Bola Ade")).body.data.transaction.status).toBe("Completed");
    expect(await balance(browser)).toBe("300000.00");
  });

  it("credits nothing for another currency or an account number that is not ours, and tells staff", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const before = await balance(browser);
    const dollars = signedDeposit(account.accountNumber, "dollar-deposit-0001", 10_000n, "USD");
    expect((await receiveSignedPaystackEvent(t.db, dollars.raw, dollars.signature)).deposit).toBe("refused");
    const stranger = signedDeposit("0000000001", "stranger-deposit-0001", 10_000n);
    expect((await receiveSignedPaystackEvent(t.db, stranger.raw, stranger.signature)).deposit).toBe("refused");
    expect(await balance(browser)).toBe(before);
    expect(
      (
        await t.db.fundingAnomaly.findMany({
          where: { providerReference: { in: ["dollar-deposit-0001", "stranger-deposit-0001"] } },
        })
      )
        .map((row) => row.reason)
        .sort(),
    ).toEqual(["not_naira", "unknown_account"]);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("credits nothing for a deposit event it cannot read (an amount not in whole kobo), and tells staff", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const { browser } = await onboard();
    const { account } = await accountOf(browser);
    const before = await balance(browser);
    const event = JSON.parse(signedDeposit(account.accountNumber, "fractional-deposit-0001", 10_000n).raw);
    event.data.amount = 100.5;
    const raw = JSON.stringify(event);
    const answer = await receiveSignedPaystackEvent(t.db, raw, signWebhook(raw, webhookSecret(env())));
    expect(answer.deposit).toBe("refused");
    expect(await balance(browser)).toBe(before);
    expect(
      await t.db.fundingAnomaly.count({ where: { providerReference: "fractional-deposit-0001", reason: "malformed" } }),
    ).toBe(1);
    logged.mockRestore();
  });

  it("leaves a card payment's charge.success to the top-ups", async () => {
    expect(
      await handleDedicatedAccountCharge(t.db, {
        reference: "card-top-up-1",
        amount: 100,
        currency: "NGN",
        channel: "card",
      }),
    ).toBe("not mine");
  });
});
