// Operations' held money through the staff routes: held money is never "reviewed" away, a credit that does not
// fit and a return the bank declines are told in words, and the audit trail every role reads keeps the sender
// masked.
import { randomBytes } from "node:crypto";
import { POST as staffLogin } from "@/app/api/staff/login/route";
import { POST as reviewRoute } from "@/app/api/staff/anomalies/[kind]/[id]/review/route";
import { POST as creditRoute } from "@/app/api/staff/held/[transactionId]/credit/route";
import { POST as returnRoute } from "@/app/api/staff/held/[transactionId]/return/route";
import { GET as accountRoute } from "@/app/api/funding/account/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { staffCode, staffMember } from "@/test/staff";
import type { TestDatabase } from "@/test/test-database";
import { nubanFor } from "@/lib/nuban";
import { handleDedicatedAccountCharge } from "@/server/money/funding-accounts/receive-deposit";
import { dedicatedAccountChargeEvent } from "@/server/money/funding-accounts/simulate-incoming-transfer";
import { SANDBOX_FUNDING_BANK } from "@/server/vendors/sandbox/sandbox-funding-provider";
import { sandboxAccountName } from "@/server/vendors/sandbox/sandbox-accounts";
import { applyPayoutUpdate } from "@/server/money/transfers/payout-update";
import { runReconciliation, reconciliationReport } from "@/server/money";
import { phrase } from "@/i18n/phrase";
import { unreviewedAnomalies } from "./operations-desk";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let people = 0;

/** A tier-1 wallet (cap ₦300,000) already at ₦250,000, and a ₦100,000 deposit from `from` held over its cap. */
async function heldDeposit(from: string, bank = "GTBank") {
  people += 1;
  const browser = new Browser({ "x-forwarded-for": `10.41.0.${people}` });
  await onboard({ phoneNumber: `+23481${String(Date.now() + people).slice(-8)}`, browser });
  const { id: userId } = await t.db.user.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
  await t.db.user.update({ where: { id: userId }, data: { kycTier: 1, kycTierReason: "Tier 1: set up by the test." } });
  for (
    let i = 0;
    i < 50 && !(await browser.call(accountRoute, { path: "/api/funding/account" })).body.data?.accountNumber;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { accountNumber } = await t.db.virtualAccount.findUniqueOrThrow({ where: { userId } });
  const receive = async (amountKobo: bigint) => {
    const reference = `desk${randomBytes(8).toString("hex")}`;
    const event = dedicatedAccountChargeEvent({
      reference,
      amountKobo,
      accountNumber: accountNumber!,
      bankName: SANDBOX_FUNDING_BANK,
      senderName: sandboxAccountName(from),
      senderBank: bank,
      senderAccountNumber: from,
      paidAt: new Date(),
    });
    return { outcome: await handleDedicatedAccountCharge(t.db, event.data), reference };
  };
  expect((await receive(25_000_000n)).outcome).toBe("credited");
  const held = await receive(10_000_000n);
  expect(held.outcome).toBe("held");
  const incoming = await t.db.incomingTransfer.findUniqueOrThrow({ where: { providerReference: held.reference } });
  return { userId, transactionId: incoming.transactionId, providerReference: held.reference };
}

async function operations() {
  const member = await staffMember(t.db, ["OPERATIONS", "SUPPORT"]);
  const browser = new Browser({ "x-forwarded-for": `10.42.0.${++people}` });
  const login = { email: member.email, password: member.password, code: staffCode(member.secret) };
  expect((await browser.call(staffLogin, { path: "/api/staff/login", body: login })).status).toBe(200);
  return browser;
}

const held = (staff: Browser, route: typeof creditRoute, action: string, id: number, body: object) =>
  staff.call(route, { path: `/api/staff/held/${id}/${action}`, body, params: { transactionId: String(id) } });

describe("held money in the staff console", () => {
  it("is never reviewed away as an anomaly: it is not listed there, and marking it reviewed is refused", async () => {
    const { providerReference, transactionId } = await heldDeposit(nubanFor("GTBank", "012345678"));
    const anomaly = await t.db.fundingAnomaly.findFirstOrThrow({ where: { providerReference } });
    expect((await unreviewedAnomalies(t.db)).map((row) => row.id)).not.toContain(anomaly.id);
    const staff = await operations();
    const refused = await staff.call(reviewRoute, {
      path: `/api/staff/anomalies/funding/${anomaly.id}/review`,
      body: { reason: "Seen it" },
      params: { kind: "funding", id: anomaly.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/money on hold, not a report/);
    expect((await t.db.fundingAnomaly.findUniqueOrThrow({ where: { id: anomaly.id } })).reviewedAt).toBeNull();
    expect((await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("HELD");
  });

  it("says in words why a credit cannot be made, and a declined return puts the money back on hold", async () => {
    const { transactionId } = await heldDeposit(nubanFor("UBA", "999201455"), "UBA");
    const staff = await operations();
    const credit = await held(staff, creditRoute, "credit", transactionId, { reason: "Customer asked" });
    expect(credit.status).toBe(422);
    expect(credit.body.message).toMatch(/still doesn't fit the wallet/);
    // The sandbox declines a transfer to an account whose serial starts 999 at once.
    const declined = await held(staff, returnRoute, "return", transactionId, { reason: "Sender asked for it back" });
    expect(declined.status).toBe(422);
    expect(declined.body.message).toMatch(/declined the return\. The money is back on hold/);
    expect((await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("HELD");
  });

  it("keeps the sender masked in the audit trail every role reads", async () => {
    const from = nubanFor("GTBank", "012345678");
    const { transactionId } = await heldDeposit(from);
    const staff = await operations();
    const returned = await held(staff, returnRoute, "return", transactionId, { reason: "Sender asked for it back" });
    expect(returned.status).toBe(200);
    const row = await t.db.staffAuditEvent.findFirstOrThrow({
      where: { action: "held.return", subjectId: String(transactionId) },
    });
    const written = JSON.stringify([row.before, row.after]);
    expect(written).not.toContain(from);
    expect(written).not.toContain(sandboxAccountName(from));
    expect(written).toContain(`******${from.slice(-4)}`);
  });

  it("is back on hold when the bank reverses a return it had paid, and the reconciliation knows returns", async () => {
    const from = nubanFor("GTBank", "012345678");
    const { transactionId } = await heldDeposit(from);
    const staff = await operations();
    expect((await held(staff, returnRoute, "return", transactionId, { reason: "Sender asked" })).status).toBe(200);
    const sent = await t.db.heldReturn.findUniqueOrThrow({ where: { transactionId } });
    expect(sent.status).toBe("SENT");
    // The person was told by SMS when it was held, and again once it went back to its sender.
    const { userId } = await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    const texts = await t.db.outboxMessage.findMany({ where: { userId, kind: { startsWith: "held:" } } });
    expect(texts.map((text) => text.kind).sort()).toEqual(["held:heldText", "held:returnedText"]);
    expect(texts.find((text) => text.kind === "held:heldText")!.body).toMatch(/₦100,000.00 from .* is on hold/);

    // The day's reconciliation finds the return at the provider and in Veil: no difference about it.
    const day = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    const { after } = await runReconciliation(t.db, { staffId: "00000000-0000-4000-8000-00000000beef" }, day);
    const report = await reconciliationReport(t.db, after[0]!.id);
    expect(report!.differences.map((difference) => difference.reference)).not.toContain(sent.reference);

    const reversed = await applyPayoutUpdate(t.db, {
      reference: sent.reference,
      amountKobo: 10_000_000n,
      providerReference: sent.providerReference,
      outcome: "reversed",
      reason: phrase("serverErrors.asGiven", { text: "Account closed" }),
    });
    expect(reversed).toBe(true);
    const back = await t.db.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    expect(back.status).toBe("HELD");
    expect(JSON.stringify(back.failure)).toContain("depositHeld");
    expect((await t.db.heldReturn.findUniqueOrThrow({ where: { transactionId } })).status).toBe("FAILED");
    const entries = await t.db.ledgerEntry.findMany({ where: { transactionId }, select: { kind: true } });
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["held-deposit-returned", "held-return-declined"]),
    );
  });
});
