// Sending money end to end through the handlers, against PostgreSQL: the ledger, idempotency, the payout's
// lifecycle and what the payouts provider is told.
import { GET as meRoute } from "@/app/api/auth/me/route";
import { releaseHeldDeposits } from "@/server/money/funding-accounts/held-deposits";
import { explainBalance } from "@/server/money/balance/explain-balance";
import { english } from "@/test/english";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as transactionRoute } from "@/app/api/transactions/[id]/route";
import { POST as refreshRoute } from "@/app/api/transactions/[id]/refresh/route";
import { POST as webhookRoute } from "@/app/api/webhooks/payouts/route";
import { POST as closureRoute } from "@/app/api/account/closure/route";
import { POST as recipientRoute } from "@/app/api/transfer/recipient/route";
import { payoutsProvider } from "@/server/vendors/payouts";
import { tellSandboxReturns } from "@/server/money/transfers/sandbox-returns";
import { SANDBOX_RETURN_AFTER_MS, SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { SIGNATURE_HEADER, signWebhook } from "@/server/vendors/paystack/payouts/transfer-webhook";
import { sandboxAccountName } from "@/server/vendors/sandbox/sandbox-accounts";
import { useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { account, addMoney, balance, fundedUser, newKey, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { asGiven, storedPhrases } from "@/i18n/phrase";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});
// Every person these tests make signs up with a password and creates a transaction PIN (two bcrypt hashes at
// cost 12), and a test makes up to three of them: on a loaded machine that passes the default 30 s.
jest.setTimeout(120_000);

/** Wallets whose cached balance differs from the sum of their postings: always none. */
async function walletsOutOfBalance(): Promise<number> {
  const { rows } = await t.sql.query(
    `SELECT count(*)::int AS n FROM wallets w
      WHERE w.balance <> COALESCE((SELECT SUM(CASE WHEN p.direction = 'CREDIT' THEN p.amount ELSE -p.amount END)
                                     FROM postings p WHERE p.account_id = w.ledger_account_id), 0)`,
  );
  return rows[0].n;
}

async function allPostingsNet(): Promise<string> {
  const { rows } = await t.sql.query(
    `SELECT COALESCE(SUM(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END), 0)::text AS net FROM postings`,
  );
  return rows[0].net;
}

function signedWebhook(event: object) {
  const raw = JSON.stringify(event);
  return new Request("http://localhost/api/webhooks/payouts", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signWebhook(raw, process.env.PAYOUTS_WEBHOOK_SECRET!),
    },
    body: raw,
  });
}

describe("sending money", () => {
  it("debits the wallet, completes the payout and answers the completed transaction", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "1500.50", { description: "School fees" });
    expect(sent.status).toBe(200);
    const transaction = sent.body.data.transaction;
    expect(transaction).toMatchObject({
      transactionType: "SEND",
      amount: "1500.50",
      fee: "0.00",
      status: "Completed",
      description: "School fees",
      recipientName: sandboxAccountName(account().recipientAccountNumber),
      recipientBank: "GTBank",
    });
    expect(transaction.transactionReference).toMatch(/^VEIL[0-9A-F]{20}$/);
    expect(Date.parse(transaction.transactionDate)).not.toBeNaN();
    expect(await balance(browser)).toBe("3499.50");
    // The answer is built from what the transfer wrote, not read back: it must be what the database holds.
    const stored = await browser.call(transactionRoute, { params: { id: String(transaction.id) } });
    expect(stored.body.data.transaction).toEqual(transaction);
    const { rows } = await t.sql.query(
      "SELECT status, submitted_at IS NOT NULL AS submitted, settled_at IS NOT NULL AS settled FROM payouts WHERE transaction_id = $1",
      [transaction.id],
    );
    expect(rows).toEqual([{ status: "SUCCEEDED", submitted: true, settled: true }]);
  });

  it("pays a wallet numbered after phones by the number as people write it, kept and paid as the network's", async () => {
    const browser = await fundedUser("5000");
    const written = { recipientAccountNumber: "+234 803 123 4567", recipientBank: "OPay" };
    const looked = await browser.call(recipientRoute, {
      body: { ...written, recipientAccountNumber: "0803-123-4567" },
    });
    expect(looked.body.data).toEqual({
      accountName: sandboxAccountName("8031234567"),
      recipientAccountNumber: "8031234567",
      recipientBank: "OPay",
    });
    const sent = await transfer(browser, "200", { to: written });
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction.recipientAccountNumber).toBe("8031234567");
    const { rows } = await t.sql.query("SELECT recipient_account_number FROM transactions WHERE id = $1", [
      sent.body.data.transaction.id,
    ]);
    expect(rows).toEqual([{ recipient_account_number: "8031234567" }]);
    // A phone number at a bank that numbers by NUBAN is refused with what the bank takes, and nothing moves.
    const atBank = await transfer(browser, "200", {
      to: { recipientAccountNumber: "08031234567", recipientBank: "GTBank" },
    });
    expect(atBank.status).toBe(400);
    expect(atBank.body.message).toBe(
      "GTBank account numbers have 10 digits. Check the number, or choose the bank or wallet it belongs to.",
    );
    expect(await balance(browser)).toBe("4800.00");
  });

  it("sends the provider Veil as the sender and an opaque reference, nothing about the user", async () => {
    const { browser, identity } = await onboard();
    await addMoney(browser, "2000");
    const initiate = jest.spyOn(payoutsProvider(t.db), "initiate");
    const to = account("123456789", "Kuda Bank");
    const sent = await transfer(browser, "750", { to, description: `From ${identity.fullName}` });
    expect(sent.status).toBe(200);
    const reference = sent.body.data.transaction.transactionReference;
    expect(initiate).toHaveBeenCalledTimes(1);
    // Exactly this, and nothing else: no name, phone number, email, wallet ID or the user's own note.
    expect(initiate.mock.calls[0]![0]).toStrictEqual({
      reference,
      amountKobo: 75_000n,
      currency: "NGN",
      recipient: {
        accountNumber: to.recipientAccountNumber,
        bankCode: "50211",
        accountName: sandboxAccountName(to.recipientAccountNumber),
      },
      sender: { name: "Veil" },
      narration: `Veil ${reference}`,
    });
    const user = await t.db.user.findFirstOrThrow({
      where: { fullName: identity.fullName },
      include: { wallet: true },
    });
    const sentText = JSON.stringify(initiate.mock.calls[0]![0], (_key, value) =>
      typeof value === "bigint" ? String(value) : value,
    );
    for (const secret of [
      user.fullName,
      ...user.fullName.split(" "),
      user.phoneNumber,
      user.phoneNumber.slice(4),
      user.email!,
      user.walletId,
    ]) {
      expect(sentText).not.toContain(secret);
    }
    // The link from the reference back to the sender stays with Veil.
    const payout = await t.db.payout.findUniqueOrThrow({ where: { reference }, include: { transaction: true } });
    expect(payout.transaction.userId).toBe(user.id);
    await expect(t.sql.query("DELETE FROM payouts WHERE reference = $1", [reference])).rejects.toThrow(/five years/);
  });

  it("lets 100 of 200 concurrent transfers through a wallet of 100,000.00, and refuses the rest", async () => {
    const browser = await fundedUser("100000");
    const answers = await Promise.all(Array.from({ length: 200 }, () => transfer(browser, "1000")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 422)).toHaveLength(100);
    expect(statuses.some((status) => status >= 500)).toBe(false);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.message).toBe("You don't have enough balance for this transfer.");
    }
    expect(await balance(browser)).toBe("0.00");
    expect(await walletsOutOfBalance()).toBe(0);
    expect(await allPostingsNet()).toBe("0.00");
  }, 120_000);

  it("moves money once for the same key and body sent 50 times at once", async () => {
    const browser = await fundedUser("10000");
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(browser, "1000", { key })));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(new Set(ok.map((answer) => answer.body.data.transaction.transactionReference)).size).toBe(1);
    expect(await balance(browser)).toBe("9000.00");
    // Later retries get the first answer back, and still move nothing.
    const again = await transfer(browser, "1000", { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok[0]!.body);
    expect(await balance(browser)).toBe("9000.00");
  });

  it("gives a retry the first answer even when the wallet could no longer afford the transfer", async () => {
    const browser = await fundedUser("1000");
    const key = newKey();
    const first = await transfer(browser, "1000", { key });
    expect(first.status).toBe(200);
    const retry = await transfer(browser, "1000", { key });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balance(browser)).toBe("0.00");
  });

  it("answers 422 for the same key with a different body, and scopes keys to the user", async () => {
    const browser = await fundedUser("5000");
    const key = newKey();
    expect((await transfer(browser, "100", { key })).status).toBe(200);
    const other = await transfer(browser, "200", { key });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("This payment was already sent with different details. Please start again.");
    const stranger = await fundedUser("5000");
    expect((await transfer(stranger, "200", { key })).status).toBe(200);
    expect(await balance(browser)).toBe("4900.00");
    expect(await balance(stranger)).toBe("4800.00");
  });

  it("answers 409 while the first request with a key is still running", async () => {
    const browser = await fundedUser("5000");
    const key = newKey();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const provider = payoutsProvider(t.db);
    const real = provider.initiate.bind(provider);
    jest.spyOn(provider, "initiate").mockImplementationOnce(async (request) => {
      await held;
      return real(request);
    });
    const first = transfer(browser, "100", { key });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await transfer(browser, "100", { key });
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    expect(await balance(browser)).toBe("4900.00");
  });

  it("requires an Idempotency-Key, and says so in words a person understands", async () => {
    const browser = await fundedUser("1000");
    const { POST } = await import("@/app/api/transfer/route");
    const answer = await browser.call(POST, {
      path: "/api/transfer",
      body: { ...account(), amount: "10", description: "" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("We could not tell this payment apart from others. Please refresh and try again.");
    expect(answer.body.message).not.toMatch(/idempotency|header/i);
    expect(await balance(browser)).toBe("1000.00");
  });

  it("leaves no trace when a failure is thrown between the debit and the postings", async () => {
    const browser = await fundedUser("5000");
    const before = await t.sql.query(
      "SELECT (SELECT count(*) FROM transactions)::int AS tx, (SELECT count(*) FROM postings)::int AS postings, (SELECT count(*) FROM payouts)::int AS payouts, (SELECT count(*) FROM daily_send_usage)::int AS usage",
    );
    const initiate = jest.spyOn(payoutsProvider(t.db), "initiate");
    // send_money debits the wallet, then writes the entry: the trigger throws right between the two.
    await t.sql.query(`CREATE FUNCTION fail_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END; $$`);
    await t.sql.query(
      "CREATE TRIGGER fail_entry BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION fail_entry()",
    );
    const key = newKey();
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await transfer(browser, "1000", { key });
      expect(failed.status).toBe(500);
      expect(failed.body.message).not.toMatch(/injected/);
    } finally {
      await t.sql.query("DROP TRIGGER fail_entry ON ledger_entries; DROP FUNCTION fail_entry()");
      errors.mockRestore();
    }
    const after = await t.sql.query(
      "SELECT (SELECT count(*) FROM transactions)::int AS tx, (SELECT count(*) FROM postings)::int AS postings, (SELECT count(*) FROM payouts)::int AS payouts, (SELECT count(*) FROM daily_send_usage)::int AS usage",
    );
    expect(after.rows).toEqual(before.rows);
    expect(initiate).not.toHaveBeenCalled();
    expect(await balance(browser)).toBe("5000.00");
    // The key was released with everything else: the retry runs, once.
    expect((await transfer(browser, "1000", { key })).status).toBe(200);
    expect(await balance(browser)).toBe("4000.00");
  });
});

describe("a payout's lifecycle", () => {
  it("reverses a failed payout: the money is back and the transfer reads Failed", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "1200", { to: account("999000123") });
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction).toMatchObject({
      status: "Failed",
      failureReason: "The recipient's bank declined the transfer.",
    });
    expect(await balance(browser)).toBe("5000.00");
    const entries = await t.db.ledgerEntry.findMany({
      where: { transaction: { transactionReference: sent.body.data.transaction.transactionReference } },
      include: { postings: true },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((entry) => entry.kind)).toEqual(["transfer", "transfer-reversal"]);
    expect(entries.every((entry) => entry.postings.length === 2)).toBe(true);
    expect(await allPostingsNet()).toBe("0.00");
  });

  it("settles a pending payout once, from a signed webhook sent three times", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "700", { to: account("888000555") });
    const transaction = sent.body.data.transaction;
    expect(transaction.status).toBe("Pending");
    expect(await balance(browser)).toBe("4300.00");
    const event = {
      event: "transfer.success",
      data: { reference: transaction.transactionReference, amount: 70_000, status: "success", transfer_code: "TRF_x" },
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((body) => body.settled === true)).toHaveLength(1);
    const shown = await browser.call(transactionRoute, { params: { id: String(transaction.id) } });
    expect(shown.body.data.transaction.status).toBe("Completed");
    expect(await balance(browser)).toBe("4300.00");
    // A failure reported afterwards is a replay of a settled payout: it changes nothing.
    const late = await webhookRoute(signedWebhook({ ...event, event: "transfer.failed" }), {
      params: Promise.resolve({}),
    });
    expect((await late.json()).settled).toBe(false);
    expect(await balance(browser)).toBe("4300.00");
  });

  it("reverses a pending payout once when the webhook reports a failure", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: account("888111222") });
    const reference = sent.body.data.transaction.transactionReference;
    const event = { event: "transfer.failed", data: { reference, amount: 30_000, reason: "Account dormant" } };
    await Promise.all([1, 2, 3].map(() => webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })));
    expect(await balance(browser)).toBe("5000.00");
    const row = await t.db.transaction.findUniqueOrThrow({ where: { transactionReference: reference } });
    expect(row.status).toBe("FAILED");
    expect(row.failure).toEqual([asGiven("Account dormant")]);
    expect(await t.db.ledgerEntry.count({ where: { transactionId: row.id, kind: "transfer-reversal" } })).toBe(1);
  });

  it("refunds a transfer the bank returned after its success once, with its own entry, and shows it Reversed with the reason", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "700", { description: "Rent" });
    const { id, transactionReference: reference, status } = sent.body.data.transaction;
    expect(status).toBe("Completed");
    expect(await balance(browser)).toBe("4300.00");
    const event = { event: "transfer.reversed", data: { reference, amount: 70_000, reason: "Account closed" } };
    const answers = await Promise.all(
      [1, 2, 3].map(async () => (await webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })).json()),
    );
    expect(answers.filter((body) => body.settled === true)).toHaveLength(1);
    expect(await balance(browser)).toBe("5000.00");
    const shown = await browser.call(transactionRoute, { params: { id: String(id) } });
    expect(shown.body.data.transaction).toMatchObject({ status: "Reversed", failureReason: "Account closed" });
    expect(await t.db.ledgerEntry.count({ where: { transactionId: id, kind: "transfer-returned" } })).toBe(1);
    expect(await walletsOutOfBalance()).toBe(0);
    expect(await allPostingsNet()).toBe("0.00");
    // A reversal is what a returned transfer looks like, not a contradiction: nothing is kept for review.
    expect(await t.db.payoutAnomaly.count({ where: { payout: { reference } } })).toBe(0);
  });

  it("holds money returned after a success that a tier-1 wallet's cap cannot take, and never credits past the cap", async () => {
    const { browser } = await onboard({ phoneNumber: `+23481${String(Date.now()).slice(-8)}` }); // tier 1
    expect((await addMoney(browser, "300000")).status).toBe(200);
    const sent = await transfer(browser, "40000");
    const { id, transactionReference: reference, status } = sent.body.data.transaction;
    expect(status).toBe("Completed");
    expect((await addMoney(browser, "40000")).status).toBe(200); // the room the completed transfer freed
    expect(await balance(browser)).toBe("300000.00");

    const event = { event: "transfer.reversed", data: { reference, amount: 4_000_000, reason: "Account closed" } };
    const answers = await Promise.all(
      [1, 2].map(async () => (await webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })).json()),
    );
    expect(answers.filter((body) => body.settled === true)).toHaveLength(1);
    expect(await balance(browser)).toBe("300000.00");
    const shown = await browser.call(transactionRoute, { params: { id: String(id) } });
    expect(shown.body.data.transaction.status).toBe("Reversed");
    expect(shown.body.data.transaction.failureReason).toMatch(/^Account closed\. The ₦40,000\.00 returned is on hold/);
    expect(await t.db.ledgerEntry.count({ where: { transactionId: id, kind: "transfer-returned-held" } })).toBe(1);
    expect(
      await t.db.fundingAnomaly.count({
        where: { reason: "held_over_cap", detail: { contains: `Transaction ${id}:` } },
      }),
    ).toBe(1);
    expect(await walletsOutOfBalance()).toBe(0);
    expect(await allPostingsNet()).toBe("0.00");

    // Explain my balance shows it on hold.
    const { userId } = await t.db.transaction.findUniqueOrThrow({ where: { id } });
    const explained = await explainBalance(t.db, userId, "en");
    expect([explained.held.totalKobo, explained.held.transactions.map((row) => row.id)]).toEqual([4_000_000n, [id]]);

    // Tier 2 holds ₦500,000.00: the returned ₦40,000.00 comes back to the wallet, once, the bank's reason kept.
    await t.db.user.update({ where: { id: userId }, data: { kycTier: 2 } });
    const released = await Promise.all([releaseHeldDeposits(t.db, userId), releaseHeldDeposits(t.db, userId)]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await balance(browser)).toBe("340000.00");
    const after = await browser.call(transactionRoute, { params: { id: String(id) } });
    expect(after.body.data.transaction).toMatchObject({ status: "Reversed", failureReason: "Account closed" });
    expect(await t.db.ledgerEntry.count({ where: { transactionId: id, kind: "held-return-released" } })).toBe(1);
    expect((await explainBalance(t.db, userId, "en")).held.count).toBe(0);
    expect(await walletsOutOfBalance()).toBe(0);
    expect(await allPostingsNet()).toBe("0.00");
  });

  it("holds money returned to an account that is closing: a closing account takes no money in", async () => {
    const browser = await fundedUser("700");
    const sent = await transfer(browser, "700");
    const { id, transactionReference: reference } = sent.body.data.transaction;
    expect(await balance(browser)).toBe("0.00");
    const closing = await browser.call(closureRoute, { path: "/api/account/closure", body: {} });
    expect(closing.status).toBe(200);

    const event = { event: "transfer.reversed", data: { reference, amount: 70_000, reason: "Account closed" } };
    expect((await webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })).status).toBe(200);
    const { userId, failure, status } = await t.db.transaction.findUniqueOrThrow({ where: { id } });
    expect(status).toBe("REVERSED");
    expect(english(storedPhrases(failure)[1]!)).toMatch(
      /^The ₦700\.00 returned is on hold because your account is closing/,
    );
    const wallet = await t.db.wallet.findUniqueOrThrow({ where: { userId }, select: { balance: true } });
    expect(wallet.balance.toFixed(2)).toBe("0.00");
    expect(await t.db.ledgerEntry.count({ where: { transactionId: id, kind: "transfer-returned-held" } })).toBe(1);
    // Not released into the closing wallet by the job that releases held money when there is room.
    expect(await releaseHeldDeposits(t.db, userId)).toBe(0);
    expect((await explainBalance(t.db, userId, "en")).held.count).toBe(1);
    expect(await walletsOutOfBalance()).toBe(0);
    expect(await allPostingsNet()).toBe("0.00");
  });

  it("refunds a sandbox transfer to a 777 serial once the sandbox tells that the bank returned it, once", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "250", { to: account("777000111") });
    const { id, status } = sent.body.data.transaction;
    expect(status).toBe("Completed");
    // Before the bank returns it, the sandbox has nothing to tell.
    expect(await tellSandboxReturns(t.db)).toBe(0);
    expect(await balance(browser)).toBe("4750.00");

    // Half a minute on, two runs of the job at once (two servers): the money comes back once.
    const later = new SandboxPayoutsProvider(t.db, { now: () => Date.now() + SANDBOX_RETURN_AFTER_MS });
    await Promise.all([tellSandboxReturns(t.db, later), tellSandboxReturns(t.db, later)]);
    expect(await balance(browser)).toBe("5000.00");
    const shown = await browser.call(transactionRoute, { params: { id: String(id) } });
    expect(shown.body.data.transaction.status).toBe("Reversed");
    expect(await t.db.ledgerEntry.count({ where: { transactionId: id, kind: "transfer-returned" } })).toBe(1);
    // Told once: the next run posts nothing.
    expect(await tellSandboxReturns(t.db, later)).toBe(0);
    expect(await walletsOutOfBalance()).toBe(0);
  });

  it("keeps a success reported after the money was refunded for review, and changes nothing", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: account("999777888") });
    const { transactionReference: reference, status } = sent.body.data.transaction;
    expect(status).toBe("Failed");
    expect(await balance(browser)).toBe("5000.00");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const late = await webhookRoute(
      signedWebhook({ event: "transfer.success", data: { reference, amount: 30_000, transfer_code: "TRF_late" } }),
      { params: Promise.resolve({}) },
    );
    expect((await late.json()).settled).toBe(false);
    expect(await balance(browser)).toBe("5000.00");
    const anomalies = await t.db.payoutAnomaly.findMany({ where: { payout: { reference } } });
    expect(anomalies).toMatchObject([{ reported: "success", payoutStatus: "FAILED", reviewedAt: null }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("kept for review"));
  });

  it("refuses a webhook with a bad signature, with 401, and changes nothing", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "300", { to: account("888333444") });
    const raw = JSON.stringify({
      event: "transfer.failed",
      data: { reference: sent.body.data.transaction.transactionReference, amount: 30_000 },
    });
    for (const signature of [signWebhook(raw, "not-the-secret-not-the-secret-not-the"), "", "abc"]) {
      const answer = await webhookRoute(
        new Request("http://localhost/api/webhooks/payouts", {
          method: "POST",
          headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
          body: raw,
        }),
        { params: Promise.resolve({}) },
      );
      expect(answer.status).toBe(401);
    }
    expect(await balance(browser)).toBe("4700.00");
  });

  it("settles a pending payout when a waiting screen asks for a refresh, and never on a GET", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "100", { to: account("888999000") });
    const { id } = sent.body.data.transaction;
    const provider = payoutsProvider(t.db);
    const status = jest.spyOn(provider, "status");
    await t.sql.query("UPDATE payouts SET last_checked_at = NULL WHERE transaction_id = $1", [id]);
    const read = await browser.call(transactionRoute, { params: { id: String(id) } });
    expect(read.body.data.transaction.status).toBe("Pending");
    expect(status).not.toHaveBeenCalled();
    status.mockResolvedValueOnce({ status: "success", providerReference: "TRF_polled" });
    const shown = await browser.call(refreshRoute, { params: { id: String(id) }, body: {} });
    expect(shown.body.data.transaction.status).toBe("Completed");
  });
});

describe("a retry with the key of a transfer that has settled since", () => {
  async function report(event: string, reference: string) {
    const data = { reference, amount: 70_000, reason: "Account dormant", transfer_code: "TRF_settled" };
    const answer = await webhookRoute(signedWebhook({ event, data }), { params: Promise.resolve({}) });
    expect((await answer.json()).settled).toBe(true);
  }

  it.each([
    ["transfer.failed", "Failed"],
    ["transfer.success", "Completed"],
  ])("answers how it stands after %s, not the Pending first answered", async (event, shown) => {
    const browser = await fundedUser("5000");
    const key = newKey();
    const to = account("888246802");
    const sent = await transfer(browser, "700", { key, to });
    expect(sent.body.data.transaction.status).toBe("Pending");
    await report(event, sent.body.data.transaction.transactionReference);

    const retried = await transfer(browser, "700", { key, to });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transaction).toMatchObject({ id: sent.body.data.transaction.id, status: shown });
    expect(await balance(browser)).toBe(event === "transfer.failed" ? "5000.00" : "4300.00");
  });

  it("answers Reversed, with the reason, after the bank returned a completed transfer", async () => {
    const browser = await fundedUser("5000");
    const key = newKey();
    const sent = await transfer(browser, "700", { key });
    expect(sent.body.data.transaction.status).toBe("Completed");
    await report("transfer.reversed", sent.body.data.transaction.transactionReference);

    const retried = await transfer(browser, "700", { key });
    expect(retried.body.data.transaction).toMatchObject({ status: "Reversed", failureReason: "Account dormant" });
    expect(await balance(browser)).toBe("5000.00");
  });
});

describe("a refund at the ledger's maximum", () => {
  it("credits a transfer returned to a wallet that holds ₦99,999,999.99, once", async () => {
    const browser = await fundedUser("99999999.99");
    const sent = await transfer(browser, "1000");
    expect(sent.body.data.transaction.status).toBe("Completed");
    expect((await addMoney(browser, "1000")).status).toBe(200);
    const event = {
      event: "transfer.reversed",
      data: { reference: sent.body.data.transaction.transactionReference, amount: 100_000, reason: "Account closed" },
    };
    const answers = await Promise.all(
      [1, 2].map(() => webhookRoute(signedWebhook(event), { params: Promise.resolve({}) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balance(browser)).toBe("100000999.99");
    expect(await walletsOutOfBalance()).toBe(0);
    // Full, the wallet takes no top-up, and still sends.
    expect((await addMoney(browser, "1")).status).toBe(422);
    expect((await transfer(browser, "5000")).body.data.transaction.status).toBe("Completed");
  });
});

describe("a payout whose submission was never recorded", () => {
  it("is sent again only once its first submission cannot still be in flight, and the bank makes it once", async () => {
    const browser = await fundedUser("5000");
    const sent = await transfer(browser, "100", { to: account("888135791") });
    const { id } = sent.body.data.transaction;
    const { providerReference } = await t.db.payout.findUniqueOrThrow({ where: { transactionId: id } });
    // As if the server had stopped between handing the payout over and recording that it did.
    await t.sql.query(
      "UPDATE payouts SET submitted_at = NULL, provider_reference = NULL, last_checked_at = NULL WHERE transaction_id = $1",
      [id],
    );
    const initiate = jest.spyOn(payoutsProvider(t.db), "initiate");
    await browser.call(refreshRoute, { params: { id: String(id) }, body: {} });
    expect(initiate).not.toHaveBeenCalled();

    await t.sql.query(
      "UPDATE payouts SET created_at = now() - interval '31 seconds', last_checked_at = NULL WHERE transaction_id = $1",
      [id],
    );
    await browser.call(refreshRoute, { params: { id: String(id) }, body: {} });
    expect(initiate).toHaveBeenCalledTimes(1);
    // The sandbox, as a vendor does, answers a reference it has seen with that first transfer.
    expect(await initiate.mock.results[0]!.value).toMatchObject({ providerReference });
    expect(await balance(browser)).toBe("4900.00");
  });
});

describe("limits", () => {
  it("refuses a transfer above a tier-1 user's daily limit, saying the limit and what is left", async () => {
    const { browser } = await onboard({ phoneNumber: `+23480${String(Date.now()).slice(-8)}` });
    expect((await addMoney(browser, "60000")).status).toBe(200);
    expect((await transfer(browser, "45000")).status).toBe(200);
    const refused = await transfer(browser, "6000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦5,000.00 is left today.",
    );
    expect(await balance(browser)).toBe("15000.00");
    // A failed payout is refunded and no longer counts.
    expect((await transfer(browser, "5000", { to: account("999555666") })).body.data.transaction.status).toBe("Failed");
    expect((await transfer(browser, "5000")).status).toBe(200);
  });

  it("counts a refusal for an insufficient balance against nothing: the limit counted before the debit is undone", async () => {
    const { browser } = await onboard({ phoneNumber: `+23470${String(Date.now()).slice(-8)}` });
    expect((await addMoney(browser, "20000")).status).toBe(200);
    const refused = await transfer(browser, "30000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("You don't have enough balance for this transfer.");
    expect((await addMoney(browser, "40000")).status).toBe(200);
    // All of the day's ₦50,000.00 is still there: the refused ₦30,000.00 was not counted.
    expect((await transfer(browser, "50000")).status).toBe(200);
    expect(await balance(browser)).toBe("10000.00");
  });

  it("holds a tier-1 daily limit exactly under 60 parallel sends", async () => {
    const { browser } = await onboard({ phoneNumber: `+23490${String(Date.now()).slice(-8)}` });
    expect((await addMoney(browser, "60000")).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 60 }, () => transfer(browser, "1000")));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    const refusal = answers.find((answer) => answer.status === 422)!;
    expect(refusal.body.message).toBe(
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦0.00 is left today.",
    );
    expect(await balance(browser)).toBe("10000.00");
    expect(await walletsOutOfBalance()).toBe(0);
  });

  it("gives a user verified by BVN tier 3's daily limit of ₦5,000,000.00", async () => {
    const browser = await fundedUser("300000");
    expect((await transfer(browser, "60000")).status).toBe(200);
    expect((await transfer(browser, "200000")).status).toBe(200);
    expect(await balance(browser)).toBe("40000.00");
  });

  it("refuses a top-up that would take a tier-1 wallet above 300,000.00", async () => {
    const { browser } = await onboard({ phoneNumber: `+23481${String(Date.now()).slice(-8)}` });
    expect((await addMoney(browser, "250000")).status).toBe(200);
    const refused = await addMoney(browser, "60000");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "This top-up would take your balance above ₦300,000.00, the most your wallet can hold at your verification level. You can add up to ₦50,000.00 more.",
    );
    expect(await balance(browser)).toBe("250000.00");
  });
});

describe("name enquiry", () => {
  it("returns the account holder's name for a NUBAN-valid account", async () => {
    const { browser } = await onboard();
    const to = account("555444333", "Access Bank");
    const answer = await browser.call(recipientRoute, { body: to });
    expect(answer.status).toBe(200);
    expect(answer.body.data.accountName).toBe(sandboxAccountName(to.recipientAccountNumber));
  });

  it("refuses an account number whose check digit is wrong for the bank", async () => {
    const { browser } = await onboard();
    const to = account("555444333", "Access Bank");
    const wrong = to.recipientAccountNumber.slice(0, 9) + String((Number(to.recipientAccountNumber[9]) + 1) % 10);
    const answer = await browser.call(recipientRoute, { body: { ...to, recipientAccountNumber: wrong } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("This is not a valid Access Bank account number. Check it and try again.");
  });
});

describe("amounts", () => {
  it("refuses every amount that is not a plain decimal string, and moves nothing", async () => {
    const browser = await fundedUser("1000");
    const { POST } = await import("@/app/api/transfer/route");
    const hostile = [
      "1e3",
      "0x10",
      " 12",
      "+12",
      "1,000",
      "１２",
      "1.001",
      "0",
      "0.00",
      "100000000",
      12,
      true,
      ["12"],
      null,
    ];
    for (const amount of hostile) {
      const answer = await browser.call(POST, {
        body: { ...account(), amount, description: "" },
        headers: { "idempotency-key": newKey() },
      });
      expect({ amount, status: answer.status, message: answer.body.message }).toEqual({
        amount,
        status: 400,
        message: "Please enter a valid amount.",
      });
    }
    expect(await balance(browser)).toBe("1000.00");
    expect(await t.db.transaction.count({ where: { transactionType: "SEND", amount: { lt: 1 } } })).toBe(0);
  });
});

describe("a session ended by logout", () => {
  /** A copy of a funded user's cookie taken while signed in, once that user has logged out, and the user's id. */
  async function copiedThenLoggedOut(amount: string) {
    const browser = await fundedUser(amount);
    const { phoneNumber } = (await browser.call(meRoute)).body.data.user;
    const { id: userId } = await t.db.user.findUniqueOrThrow({ where: { phoneNumber }, select: { id: true } });
    const copied = browser.clone();
    expect((await browser.call(logoutRoute, { body: {} })).status).toBe(200);
    return { copied, userId };
  }

  async function writtenFor(userId: string) {
    const { rows } = await t.sql.query(
      `SELECT (SELECT count(*)::int FROM transactions WHERE user_id = $1 AND transaction_type = 'SEND') AS sends,
              (SELECT count(*)::int FROM daily_send_usage WHERE user_id = $1) AS counted,
              (SELECT count(*)::int FROM idempotency_keys WHERE user_id = $1 AND request_path = '/api/transfer') AS keys,
              (SELECT balance::text FROM wallets WHERE user_id = $1) AS balance`,
      [userId],
    );
    return rows[0];
  }

  it("refuses a transfer from a cookie copied before logout, with 401, and writes nothing", async () => {
    const { copied, userId } = await copiedThenLoggedOut("5000");
    const initiate = jest.spyOn(payoutsProvider(t.db), "initiate");
    const answer = await transfer(copied, "100");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Please log in to continue.");
    expect(initiate).not.toHaveBeenCalled();
    expect(await writtenFor(userId)).toEqual({ sends: 0, counted: 0, keys: 0, balance: "5000.00" });
  });

  it("does not tell an ended session whether the bank has the account", async () => {
    const { copied, userId } = await copiedThenLoggedOut("5000");
    jest.spyOn(payoutsProvider(t.db), "resolveAccount").mockResolvedValue(null);
    const answer = await transfer(copied, "100");
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Please log in to continue.");
    // The same request from a current session is told.
    const current = await fundedUser("5000");
    const told = await transfer(current, "100");
    expect(told.status).toBe(422);
    expect(told.body.message).toMatch(/has no account with this number/);
    expect(await writtenFor(userId)).toEqual({ sends: 0, counted: 0, keys: 0, balance: "5000.00" });
  });

  it("does not give an ended session a completed transfer's answer under its key", async () => {
    const browser = await fundedUser("5000");
    const key = newKey();
    const first = await transfer(browser, "100", { key });
    expect(first.status).toBe(200);
    const copied = browser.clone();
    expect((await browser.call(logoutRoute, { body: {} })).status).toBe(200);
    const retry = await transfer(copied, "100", { key });
    expect(retry.status).toBe(401);
    expect(retry.body).not.toHaveProperty("data");
  });
});
