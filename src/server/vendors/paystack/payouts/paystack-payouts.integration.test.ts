// The Paystack payouts adapter end to end: the real handlers and ledger on PostgreSQL, the real adapter, and a
// local Paystack that checks every request against Paystack's OpenAPI document and sends signed webhooks to
// the app's own webhook handler. Outcomes are chosen by the account's serial (docs/sandbox.md).
import { GET as transactionRoute } from "@/app/api/transactions/[id]/route";
import { POST as recipientRoute } from "@/app/api/transfer/recipient/route";
import { POST as webhookRoute } from "@/app/api/webhooks/paystack/route";
import { PaystackClient } from "@/server/vendors/paystack/paystack-client";
import { createPrismaClient } from "@/server/platform/database/prisma-client";
import { payoutNarration } from "../../../money/ports/payouts-provider";
import { PaystackPayoutsProvider } from "./paystack-payouts-provider";
import { payoutsProvider } from "@/server/vendors/payouts";
import { settlePendingPayouts } from "@/server/money/transfers/payout-reconciler";
import { signWebhook } from "@/server/money/webhooks/paystack-signature";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, balance, fundedUser, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { type FakePaystack, TEST_SECRET_KEY, startFakePaystack } from "../../../../../test/paystack/contract-server";
import { relayToRoute } from "../../../../../test/paystack/webhook-relay";

const NOT_RESPONDING = "The bank is not responding. Your money is safe; we'll retry.";
const TRY_AGAIN = "The bank is not responding. Your money is safe; nothing was moved. Please try again in a moment.";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakePaystack;
let relay: { url: string; close(): Promise<void> };

beforeAll(async () => {
  fake = await startFakePaystack({ quiet: true });
  relay = await relayToRoute(webhookRoute);
  fake.webhookUrl = relay.url;
  process.env.PAYOUTS_PROVIDER = "paystack";
  // Real money rails beside the sandbox's SMS and email: a reviewer's deployment, its inbox behind a secret.
  process.env.SANDBOX_INBOX_SECRET = "paystack-payouts-reviewer-".padEnd(48, "x");
  process.env.PAYSTACK_SECRET_KEY = TEST_SECRET_KEY;
  process.env.PAYSTACK_BASE_URL = fake.url;
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await fake.close();
  await relay.close();
  await close();
});
afterEach(async () => {
  await fake.settle();
  expect(fake.violations).toEqual([]);
  jest.restoreAllMocks();
});

let serials = 0;
/** A fresh GTBank account whose serial ends in `rule` (0001 success, 0002 pending then success, ...). */
function to(rule: string, bank = "GTBank") {
  serials += 1;
  return account(`${String(10 + serials).padStart(5, "1")}${rule}`, bank);
}

async function shown(browser: Browser, id: number) {
  return (await browser.call(transactionRoute, { params: { id: String(id) } })).body.data.transaction;
}

async function entryKinds(id: number): Promise<string[]> {
  const entries = await t.db.ledgerEntry.findMany({ where: { transactionId: id }, orderBy: { createdAt: "asc" } });
  return entries.map((entry) => entry.kind);
}

const calls = (operationId: string) => fake.calls.filter((call) => call.operationId === operationId);

/** Runs the reconciler over every pending payout, as its timer does. */
async function reconcile() {
  // Past the moments a payout is left to the request that sent it (SETTLE_OLDER_THAN_MS).
  await t.sql.query(
    "UPDATE payouts SET last_checked_at = NULL, created_at = created_at - interval '11 seconds' WHERE status = 'PENDING'",
  );
  await settlePendingPayouts(t.db, payoutsProvider(t.db), { deadline: Date.now() + 10_000 });
}

describe("name enquiry through Paystack", () => {
  it("gives the account holder's name, and says plainly when the bank has no such account", async () => {
    const { browser } = await onboard();
    const found = await browser.call(recipientRoute, { body: to("0001") });
    expect(found.status).toBe(200);
    expect(found.body.data.accountName).toBe("ADA OBI");
    expect(calls("bank_resolveAccountNumber").at(-1)!.query).toMatchObject({ bank_code: "058" });
    const missing = await browser.call(recipientRoute, { body: account("000123456") });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      "There was a problem verifying the recipient. GTBank has no account with this number.",
    );
  });

  it("sends Kuda Bank's Paystack code, not its NIP code", async () => {
    const { browser } = await onboard();
    expect((await browser.call(recipientRoute, { body: to("0001", "Kuda Bank") })).status).toBe(200);
    expect(calls("bank_resolveAccountNumber").at(-1)!.query).toMatchObject({ bank_code: "50211" });
  });

  it.each(["server_error", "garbage"] as const)(
    "tells the person the bank is not responding when Paystack answers %s, and moves nothing",
    async (fault) => {
      const browser = await fundedUser("5000");
      jest.spyOn(console, "error").mockImplementation(() => {});
      fake.fault("bank_resolveAccountNumber", fault);
      const refused = await transfer(browser, "100", { to: to("0001") });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(TRY_AGAIN);
      expect(await balance(browser)).toBe("5000.00");
    },
  );
});

describe("a transfer through Paystack", () => {
  it("makes the recipient once, sends Paystack's reference form, and completes with the NIP session id", async () => {
    const browser = await fundedUser("5000");
    const destination = to("0001");
    const before = calls("transferrecipient_create").length;
    const sent = await transfer(browser, "1500.50", { to: destination });
    expect(sent.status).toBe(200);
    const transaction = sent.body.data.transaction;
    expect(transaction).toMatchObject({ status: "Completed", recipientName: "ADA OBI" });
    expect(transaction.sessionId).toMatch(/^[0-9]{30}$/);
    expect(await shown(browser, transaction.id)).toEqual(transaction);
    expect(await balance(browser)).toBe("3499.50");

    const reference: string = transaction.transactionReference;
    expect(calls("transfer_initiate").at(-1)!.body).toEqual({
      source: "balance",
      amount: 150_050,
      recipient: expect.stringMatching(/^RCP_/),
      reference: reference.toLowerCase(),
      reason: `Veil ${reference}`,
      currency: "NGN",
    });
    expect(calls("transferrecipient_create").at(-1)!.body).toEqual({
      type: "nuban",
      name: "ADA OBI",
      account_number: destination.recipientAccountNumber,
      bank_code: "058",
      currency: "NGN",
    });

    expect((await transfer(browser, "100", { to: destination })).body.data.transaction.status).toBe("Completed");
    expect(calls("transferrecipient_create").length).toBe(before + 1);
    expect(await t.db.transferRecipient.count({ where: { accountNumber: destination.recipientAccountNumber } })).toBe(
      1,
    );
  });

  it("keeps one recipient for an account that five first transfers go to at once", async () => {
    const browser = await fundedUser("5000");
    const destination = to("0001");
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(browser, "100", { to: destination })));
    expect(answers.map((answer) => answer.body.data.transaction.status)).toEqual(Array(5).fill("Completed"));
    expect(await t.db.transferRecipient.count({ where: { accountNumber: destination.recipientAccountNumber } })).toBe(
      1,
    );
    expect(await balance(browser)).toBe("4500.00");
  });

  it("stays Pending until Paystack's transfer.success webhook completes it", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "700", { to: to("0002") });
    const { id, status } = sent.body.data.transaction;
    expect(status).toBe("Pending");
    // Paystack answered: the usual wait, no word of the bank not responding.
    expect(sent.body.data.notice).toBeUndefined();
    await fake.settle();
    const after = await shown(browser, id);
    expect(after.status).toBe("Completed");
    expect(after.sessionId).toMatch(/^[0-9]{30}$/);
    expect(await balance(browser)).toBe("4300.00");
  });

  it("refunds a transfer Paystack reports failed, once, and shows why in plain words", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: to("0003") });
    expect(sent.body.data.transaction.status).toBe("Pending");
    await fake.settle();
    const after = await shown(browser, sent.body.data.transaction.id);
    expect(after).toMatchObject({ status: "Failed", failureReason: "The recipient's bank declined the transfer." });
    expect(await balance(browser)).toBe("5000.00");
    expect(await entryKinds(after.id)).toEqual(["transfer", "transfer-reversal"]);
  });

  it("refunds a transfer Paystack answers failed at once", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: to("0004") });
    expect(sent.body.data.transaction).toMatchObject({ status: "Failed" });
    expect(await balance(browser)).toBe("5000.00");
  });

  it("refunds a transfer Paystack refuses outright, in plain words and not in Paystack's", async () => {
    const browser = await fundedUser("5000");
    const destination = to("0001");
    await t.sql.query(
      `INSERT INTO transfer_recipients (id, provider, bank_code, account_number, recipient_code)
       VALUES (gen_random_uuid(), 'paystack', '058', $1, 'RCP_gone')`,
      [destination.recipientAccountNumber],
    );
    jest.spyOn(console, "error").mockImplementation(() => {});
    const sent = await transfer(browser, "300", { to: destination });
    expect(sent.body.data.transaction).toMatchObject({
      status: "Failed",
      failureReason: "The transfer could not be sent to the recipient's bank.",
    });
    expect(await balance(browser)).toBe("5000.00");
    // The refused recipient is forgotten: the next transfer makes a new one and goes through.
    const made = calls("transferrecipient_create").length;
    const again = await transfer(browser, "300", { to: destination });
    expect(again.body.data.transaction).toMatchObject({ status: "Completed" });
    expect(calls("transferrecipient_create")).toHaveLength(made + 1);
  });

  it("sends through a recipient Paystack dropped, once another server found it refused, without failing again", async () => {
    const browser = await fundedUser("5000");
    const destination = to("0001");
    // Server A (the app) sends to the account once: the recipient is made and kept.
    expect((await transfer(browser, "100", { to: destination })).body.data.transaction.status).toBe("Completed");
    // Paystack drops the recipient; server B's transfer to it is refused, and B forgets the code.
    for (const [key, recipient] of fake.state.recipients) {
      if ((recipient.details as { account_number: string }).account_number === destination.recipientAccountNumber) {
        fake.state.recipients.delete(key);
      }
    }
    jest.spyOn(console, "error").mockImplementation(() => {});
    const serverB = createPrismaClient(t.url);
    try {
      const onB = new PaystackPayoutsProvider(
        new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: fake.url }),
        serverB,
      );
      const refused = await onB.initiate({
        reference: "VEIL0000000000000000B0B0",
        amountKobo: 100_00n,
        currency: "NGN",
        recipient: { accountNumber: destination.recipientAccountNumber, bankCode: "058", accountName: "ADA OBI" },
        sender: { name: "Veil" },
        narration: payoutNarration("VEIL0000000000000000B0B0"),
      });
      expect(refused.status).toBe("failed");
    } finally {
      await serverB.$disconnect();
    }
    // Server A's next transfer makes a new recipient, as it would had it been refused itself.
    const again = await transfer(browser, "300", { to: destination });
    expect(again.body.data.transaction).toMatchObject({ status: "Completed" });
    expect(await balance(browser)).toBe("4600.00");
  });

  it("refunds a completed transfer the bank returned (transfer.reversed), once", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "700", { to: to("0005") });
    const { id, status } = sent.body.data.transaction;
    expect(status).toBe("Completed");
    await fake.settle();
    expect(await shown(browser, id)).toMatchObject({
      status: "Reversed",
      failureReason: "The recipient's bank returned the transfer.",
    });
    expect(await balance(browser)).toBe("5000.00");
    expect(await entryKinds(id)).toEqual(["transfer", "transfer-returned"]);
  });
});

describe("Paystack's webhook", () => {
  const post = (raw: string, signature: string | null) =>
    fetch(relay.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-paystack-signature": signature }),
      },
      body: raw,
    });

  it("applies each event once, however often and in whatever order it comes", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "700", { to: to("0002") });
    const { id, transactionReference } = sent.body.data.transaction;
    await fake.settle();
    const data = { ...fake.state.transfers.get(transactionReference.toLowerCase())! };
    jest.spyOn(console, "error").mockImplementation(() => {});
    // The success again, three times at once, and a failure that comes after it.
    const replays = await Promise.all([1, 2, 3].map(() => fake.sendWebhook("transfer.success", data)));
    expect(replays).toEqual([200, 200, 200]);
    expect(await fake.sendWebhook("transfer.failed", { ...data, status: "failed" })).toBe(200);
    expect(await balance(browser)).toBe("4300.00");
    expect((await shown(browser, id)).status).toBe("Completed");
    // The bank returns it: refunded once, however many times it is said.
    await Promise.all([1, 2].map(() => fake.sendWebhook("transfer.reversed", { ...data, status: "reversed" })));
    expect(await fake.sendWebhook("transfer.success", data)).toBe(200);
    expect(await balance(browser)).toBe("5000.00");
    expect(await entryKinds(id)).toEqual(["transfer", "transfer-returned"]);
  });

  it("answers 401 to a forged, unsigned or garbled webhook, and changes nothing", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: to("0002") });
    const { id, transactionReference } = sent.body.data.transaction;
    await fake.settle();
    const raw = JSON.stringify({
      event: "transfer.reversed",
      data: { reference: transactionReference.toLowerCase(), amount: 30_000, transfer_code: "TRF_forged" },
    });
    for (const signature of [
      signWebhook(raw, "sk_test_someone_else"),
      null,
      "",
      "zz",
      signWebhook(raw, TEST_SECRET_KEY).slice(2),
    ]) {
      expect((await post(raw, signature)).status).toBe(401);
    }
    expect((await post("{not json", signWebhook("{other", TEST_SECRET_KEY))).status).toBe(401);
    expect(await balance(browser)).toBe("4700.00");
    expect((await shown(browser, id)).status).toBe("Completed");
    // Signed with Paystack's key, the same event is taken.
    expect((await post(raw, signWebhook(raw, TEST_SECRET_KEY))).status).toBe(200);
    expect(await balance(browser)).toBe("5000.00");
  });

  it("acknowledges an event nobody handles and changes nothing", async () => {
    const raw = JSON.stringify({ event: "subscription.create", data: { id: 1 } });
    const answer = await post(raw, signWebhook(raw, TEST_SECRET_KEY));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
  });
});

describe("Paystack not answering a transfer", () => {
  it.each([
    ["server_error", 0],
    ["garbage", 0],
    ["hang", 12_000],
  ] as const)(
    "leaves the transfer Pending when Paystack answers %s, and the reconciler settles it",
    async (fault, _slow) => {
      const browser = await fundedUser("5000");
      jest.spyOn(console, "error").mockImplementation(() => {});
      fake.fault("transfer_initiate", fault);
      const sent = await transfer(browser, "400", { to: to("0001") });
      expect(sent.status).toBe(200);
      const { id } = sent.body.data.transaction;
      expect(sent.body.data.transaction.status).toBe("Pending");
      expect(sent.body.data.notice).toBe(NOT_RESPONDING);
      expect(await balance(browser)).toBe("4600.00");
      // Paystack may have made it: its status is asked for before it is ever sent again.
      const verifies = calls("transfer_verify").length;
      await reconcile();
      expect(calls("transfer_verify").length).toBe(verifies + 1);
      expect((await shown(browser, id)).status).toBe("Completed");
      expect(await balance(browser)).toBe("4600.00");
      expect(await entryKinds(id)).toEqual(["transfer"]);
    },
    30_000 + 12_000,
  );

  it("sends a transfer Paystack never received again only once its first try cannot still be in flight", async () => {
    const browser = await fundedUser("5000");
    jest.spyOn(console, "error").mockImplementation(() => {});
    // Nothing listens on port 1: the request is never sent.
    const unreachable = new PaystackPayoutsProvider(
      new PaystackClient({ secretKey: TEST_SECRET_KEY, baseUrl: "http://127.0.0.1:1" }),
      t.db,
    );
    const initiate = jest
      .spyOn(payoutsProvider(t.db), "initiate")
      .mockImplementationOnce((request) => unreachable.initiate(request));
    const sent = await transfer(browser, "150", { to: to("0001") });
    const { id } = sent.body.data.transaction;
    expect(sent.body.data).toMatchObject({ transaction: { status: "Pending" }, notice: NOT_RESPONDING });
    const payout = await t.db.payout.findUniqueOrThrow({ where: { transactionId: id } });
    expect(payout.submittedAt).toBeNull();
    const verifies = calls("transfer_verify").length;
    await reconcile();
    expect(initiate).toHaveBeenCalledTimes(1);
    expect(calls("transfer_verify").length).toBe(verifies);
    await t.sql.query("UPDATE payouts SET created_at = now() - interval '31 seconds' WHERE transaction_id = $1", [id]);
    await reconcile();
    expect(initiate).toHaveBeenCalledTimes(2);
    expect((await shown(browser, id)).status).toBe("Completed");
    expect(await balance(browser)).toBe("4850.00");
  });

  it("reads Paystack's duplicate-reference refusal on a resubmission as already sent", async () => {
    const browser = await fundedUser("5000");
    // The transfer is made at Paystack, and its webhook never arrives.
    fake.webhookUrl = undefined;
    const sent = await transfer(browser, "250", { to: to("0002") });
    await fake.settle();
    fake.webhookUrl = relay.url;
    const { id, transactionReference } = sent.body.data.transaction;
    expect(sent.body.data.transaction.status).toBe("Pending");
    // As if the server had stopped between handing it over and recording that it did.
    await t.sql.query(
      "UPDATE payouts SET submitted_at = NULL, created_at = now() - interval '31 seconds' WHERE transaction_id = $1",
      [id],
    );
    const initiated = calls("transfer_initiate").length;
    await reconcile();
    expect(calls("transfer_initiate").length).toBe(initiated + 1);
    expect([...fake.state.transfers.keys()].filter((key) => key === transactionReference.toLowerCase())).toHaveLength(
      1,
    );
    expect((await shown(browser, id)).status).toBe("Completed");
    expect(await balance(browser)).toBe("4750.00");
    expect(await entryKinds(id)).toEqual(["transfer"]);
  });
});
