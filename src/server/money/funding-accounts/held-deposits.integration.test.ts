// Held deposits coming back: released when the tier rises or room appears, and credited by operations.
import { POST as simulateRoute } from "@/app/api/sandbox/incoming-transfer/route";
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { POST as selfieRoute } from "@/app/api/identity/selfie/route";
import { explainBalance } from "@/server/money/balance/explain-balance";
import { SYSTEM_ACCOUNTS } from "@/server/money/ledger/accounts";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { MATCHING_SELFIE } from "@/test/jpeg";
import type { TestDatabase } from "@/test/test-database";
import { english } from "@/test/english";
import { phrase } from "@/i18n/phrase";
import { randomBytes } from "node:crypto";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { SANDBOX_FUNDING_BANK } from "@/server/vendors/sandbox/sandbox-funding-provider";
import { sandboxAccountName } from "@/server/vendors/sandbox/sandbox-accounts";
import { findTransaction } from "@/server/money/history/list-transactions";
import { nubanFor } from "@/lib/nuban";
import { dedicatedAccountChargeEvent } from "./simulate-incoming-transfer";
import { handleDedicatedAccountCharge } from "./receive-deposit";
import { returnHeldDeposit } from "./held-returns";
import { creditHeldDeposit, listHeldDeposits, releaseHeldDeposits, releaseFittingHeldDeposits } from "./held-deposits";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
}, 60_000);
afterAll(async () => {
  await close();
});

const STAFF = { staffId: "00000000-0000-4000-8000-00000000beef" };
let people = 0;

/** A tier-1 account with an account number, proved by one identity number and no selfie yet. */
async function tierOne(): Promise<{ browser: Browser; userId: string }> {
  people += 1;
  const browser = new Browser({ "user-agent": "Jest test browser", "x-forwarded-for": `10.31.0.${people}` });
  await onboard({ phoneNumber: `+23481${String(Date.now() + people).slice(-8)}`, browser });
  const { id: userId } = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  await t.db.$executeRaw`DELETE FROM kyc_verifications
    WHERE user_id = ${userId}::uuid AND verification_type IN ('BIOMETRIC', 'ADDRESS')`;
  await t.db.user.update({ where: { id: userId }, data: { kycTier: 1, kycTierReason: "Tier 1: set up by the test." } });
  for (let i = 0; i < 50; i++) {
    const answer = await browser.call(accountRoute, { path: "/api/funding/account" });
    if (answer.body.data?.status === "assigned" || answer.body.data?.accountNumber) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { browser, userId };
}

async function deposit(browser: Browser, amount: string): Promise<{ id: number; status: string }> {
  const answer = await browser.call(simulateRoute, {
    path: "/api/sandbox/incoming-transfer",
    body: { amount, senderName: "Bola Ade" },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.transaction;
}

async function balance(browser: Browser): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

/** The held deposits account must equal what is still held: the ledger and the transactions agree. */
async function heldInLedger(): Promise<{ ledger: string; transactions: string }> {
  const [row] = await t.db.$queryRaw<{ ledger: string; transactions: string }[]>`
    SELECT (SELECT COALESCE(SUM(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0)
              FROM postings p WHERE p.account_id = ${SYSTEM_ACCOUNTS.heldDeposits.id}::uuid)::text AS ledger,
           (SELECT COALESCE(SUM(amount), 0) FROM transactions
             WHERE status = 'HELD' AND transaction_type = 'RECEIVE')::text AS transactions`;
  return row!;
}

describe("held deposits", () => {
  it("credits what now fits, oldest first, when a selfie raises the tier; the rest stays held", async () => {
    const { browser, userId } = await tierOne();
    expect((await deposit(browser, "250000")).status).toBe("Completed");
    const first = await deposit(browser, "150000");
    const second = await deposit(browser, "100000");
    const third = await deposit(browser, "120000");
    expect([first.status, second.status, third.status]).toEqual(["Held", "Held", "Held"]);
    expect(await balance(browser)).toBe("250000.00");

    // Tier 2 holds ₦500,000: the ₦150,000 and the ₦100,000 fit, in that order; the ₦120,000 then does not.
    const selfie = await browser.call(selfieRoute, {
      path: "/api/identity/selfie",
      raw: MATCHING_SELFIE,
      headers: { "content-type": "image/jpeg" },
    });
    expect(selfie.status).toBe(200);
    expect(selfie.body.data.level).toBe(2);
    expect(await balance(browser)).toBe("500000.00");
    const rows = await t.db.transaction.findMany({
      where: { id: { in: [first.id, second.id, third.id] } },
      orderBy: { id: "asc" },
      select: { status: true, failure: true, incomingTransfer: { select: { status: true, providerReference: true } } },
    });
    expect(rows.map((row) => [row.status, row.incomingTransfer!.status, row.failure === null])).toEqual([
      ["COMPLETED", "CREDITED", true],
      ["COMPLETED", "CREDITED", true],
      ["HELD", "HELD", false],
    ]);
    const anomalies = await t.db.fundingAnomaly.findMany({
      where: { providerReference: { in: rows.map((row) => row.incomingTransfer!.providerReference) } },
      select: { providerReference: true, reviewedAt: true },
    });
    expect(anomalies.filter((row) => row.reviewedAt !== null)).toHaveLength(2);
    const entry = await t.db.ledgerEntry.findFirstOrThrow({
      where: { transactionId: first.id, kind: "held-deposit-released" },
      include: { postings: true },
    });
    expect(entry.postings.map((posting) => [posting.accountId, posting.direction, posting.amount.toFixed(2)])).toEqual(
      expect.arrayContaining([
        [SYSTEM_ACCOUNTS.heldDeposits.id, "DEBIT", "150000.00"],
        [expect.any(String), "CREDIT", "150000.00"],
      ]),
    );
    const held = await heldInLedger();
    expect(held.ledger).toBe(held.transactions);

    // The person sees what is still held on Explain my balance.
    const explained = await explainBalance(t.db, userId, "en");
    expect([explained.held.totalKobo, explained.held.count]).toEqual([12_000_000n, 1]);
    expect(explained.held.transactions[0]).toMatchObject({ id: third.id, status: "Held" });
    expect(explained.held.transactions[0]!.failureReason).toContain("This ₦120,000.00 is on hold");
    expect(await releaseHeldDeposits(t.db, userId)).toBe(0);
  });

  it("releases each held deposit once when the job and a tier rise run at the same moment", async () => {
    const { browser, userId } = await tierOne();
    await deposit(browser, "250000");
    const held = await deposit(browser, "100000");
    expect(held.status).toBe("Held");
    await t.db.user.update({ where: { id: userId }, data: { kycTier: 2 } });
    const deadline = Date.now() + 10_000;
    const released = await Promise.all([
      releaseHeldDeposits(t.db, userId),
      releaseHeldDeposits(t.db, userId),
      releaseFittingHeldDeposits(t.db, { deadline }),
    ]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await balance(browser)).toBe("350000.00");
    expect(await t.db.ledgerEntry.count({ where: { transactionId: held.id, kind: "held-deposit-released" } })).toBe(1);
  });

  it("lets operations credit a held deposit that fits, and tells the second of two staff it was handled", async () => {
    const { browser, userId } = await tierOne();
    await deposit(browser, "250000");
    const held = await deposit(browser, "100000");
    expect((await listHeldDeposits(t.db)).map((row) => row.transactionId)).toContain(held.id);

    // It does not fit at tier 1: refused in words for the operator, nothing moved.
    const refused = creditHeldDeposit(t.db, STAFF, { transactionId: held.id, reason: "Customer asked" });
    await expect(refused).rejects.toMatchObject({ code: "unprocessable" });
    await expect(refused).rejects.toThrow(/still doesn't fit the wallet/);
    expect(await balance(browser)).toBe("250000.00");

    // Two staff credit it at once once it fits: one wins, the other is told.
    await t.db.user.update({ where: { id: userId }, data: { kycTier: 2 } });
    const audits: unknown[] = [];
    const outcomes = await Promise.allSettled([
      creditHeldDeposit(t.db, STAFF, { transactionId: held.id, reason: "Fits now" }, async (_tx, change) => {
        audits.push(change);
      }),
      creditHeldDeposit(t.db, STAFF, { transactionId: held.id, reason: "Fits now" }, async (_tx, change) => {
        audits.push(change);
      }),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason.message).toBe(english(phrase("serverErrors.heldDepositHandled")));
    expect(audits).toEqual([
      {
        before: expect.objectContaining({ transactionId: held.id, status: "HELD", amount: "100000.00" }),
        after: expect.objectContaining({
          status: "COMPLETED",
          incoming: expect.objectContaining({ status: "CREDITED" }),
        }),
      },
    ]);
    expect(await balance(browser)).toBe("350000.00");
    expect((await listHeldDeposits(t.db)).map((row) => row.transactionId)).not.toContain(held.id);
    const ledger = await heldInLedger();
    expect(ledger.ledger).toBe(ledger.transactions);
  });

  it("refuses a credit without a reason", async () => {
    await expect(creditHeldDeposit(t.db, STAFF, { transactionId: 1, reason: "  " })).rejects.toMatchObject({
      code: "bad_request",
    });
  });
});

describe("returning a held deposit to its sender", () => {
  const bank = () => new SandboxPayoutsProvider(t.db);

  /** A deposit over the tier-1 cap from `sender`, as the provider reports it. */
  async function heldFrom(sender: { name: string; bank: string; accountNumber: string }) {
    const { browser, userId } = await tierOne();
    await deposit(browser, "250000");
    const { accountNumber } = await t.db.virtualAccount.findUniqueOrThrow({ where: { userId } });
    const reference = `held${randomBytes(8).toString("hex")}`;
    const event = dedicatedAccountChargeEvent({
      reference,
      amountKobo: 10_000_000n,
      accountNumber: accountNumber!,
      bankName: SANDBOX_FUNDING_BANK,
      senderName: sender.name,
      senderBank: sender.bank,
      senderAccountNumber: sender.accountNumber,
      paidAt: new Date(),
    });
    expect(await handleDedicatedAccountCharge(t.db, event.data)).toBe("held");
    const incoming = await t.db.incomingTransfer.findUniqueOrThrow({ where: { providerReference: reference } });
    return { browser, userId, transactionId: incoming.transactionId };
  }

  it("sends it back to the account the provider gave, once of two staff, and the person sees it returned", async () => {
    const from = nubanFor("GTBank", "012345678");
    const { browser, userId, transactionId } = await heldFrom({
      name: sandboxAccountName(from),
      bank: "GTBank",
      accountNumber: from,
    });
    const outcomes = await Promise.allSettled([
      returnHeldDeposit(t.db, bank(), STAFF, { transactionId, reason: "Over the cap for a month" }),
      returnHeldDeposit(t.db, bank(), STAFF, { transactionId, reason: "Over the cap for a month" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason.message).toBe(english(phrase("serverErrors.heldDepositHandled")));
    const won = outcomes.find((outcome) => outcome.status === "fulfilled") as PromiseFulfilledResult<{
      before: unknown;
      after: unknown;
    }>;
    expect(won.value.after).toMatchObject({ status: "REVERSED", incoming: { status: "RETURNED" } });

    const returned = await t.db.heldReturn.findUniqueOrThrow({ where: { transactionId } });
    expect(returned).toMatchObject({ status: "SENT", accountNumber: from, bankCode: "058" });
    expect(await t.db.sandboxPayout.count({ where: { reference: returned.reference } })).toBe(1);
    const shown = await findTransaction(t.db, userId, String(transactionId), "en");
    expect(shown?.failureReason).toContain("This ₦100,000.00 was sent back to the sender's account");
    expect(await balance(browser)).toBe("250000.00");
    const ledger = await heldInLedger();
    expect(ledger.ledger).toBe(ledger.transactions);
    // Nothing credits it afterwards.
    await t.db.user.update({ where: { id: userId }, data: { kycTier: 3 } });
    await expect(creditHeldDeposit(t.db, STAFF, { transactionId, reason: "Late" })).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await releaseHeldDeposits(t.db, userId)).toBe(0);
  });

  it("takes a masked sender's account from the operator only when name enquiry finds the sender's name", async () => {
    const real = nubanFor("GTBank", "012345670");
    const { transactionId } = await heldFrom({
      name: sandboxAccountName(real),
      bank: "GTBank",
      accountNumber: "******4321",
    });
    const asked = { transactionId, reason: "Customer asked to return it" };
    await expect(returnHeldDeposit(t.db, bank(), STAFF, asked)).rejects.toThrow(
      english(phrase("serverErrors.heldReturnNeedsAccount")),
    );
    const stranger = nubanFor("GTBank", "023456789");
    await expect(
      returnHeldDeposit(t.db, bank(), STAFF, { ...asked, accountNumber: stranger, bankCode: "058" }),
    ).rejects.toThrow(/not to the sender/);
    expect((await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("HELD");

    await returnHeldDeposit(t.db, bank(), STAFF, { ...asked, accountNumber: real, bankCode: "058" });
    expect(await t.db.heldReturn.findUniqueOrThrow({ where: { transactionId } })).toMatchObject({
      status: "SENT",
      accountNumber: real,
    });
  });

  it("puts the money back on hold when the sender's bank declines the return", async () => {
    const from = nubanFor("GTBank", "999000001");
    const { transactionId } = await heldFrom({ name: sandboxAccountName(from), bank: "GTBank", accountNumber: from });
    await returnHeldDeposit(t.db, bank(), STAFF, { transactionId, reason: "Return" });
    const row = await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    expect(row.status).toBe("HELD");
    expect(JSON.stringify(row.failure)).toContain("depositHeldTierMaximum");
    expect(JSON.stringify(row.failure)).not.toContain("heldDepositReturned");
    expect((await t.db.heldReturn.findUniqueOrThrow({ where: { transactionId } })).status).toBe("FAILED");
    expect((await t.db.incomingTransfer.findUniqueOrThrow({ where: { transactionId } })).status).toBe("HELD");
    const ledger = await heldInLedger();
    expect(ledger.ledger).toBe(ledger.transactions);
  });
});
