// Email receipts, through the real money handlers: a transfer that succeeds and a top-up that is credited
// queue one receipt in the same transaction as the status change, only with an email and "Transaction
// receipts" on; nothing for a transfer that fails or waits. The outbox job writes each when it sends it, in the
// owner's language, and the tests read what the sandbox's mailbox received. And no marketing message is ever
// written for someone who has not switched "Marketing emails" on.
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer } from "@/test/money";
import { freshBrowser } from "@/test/adversarial/world";
import { enqueueMessage, MarketingNotAllowedError } from "./outbox";
import { deliverDueMessages } from "./deliver-outbox";

jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let people = 0;
async function person() {
  const email = `receipts${Date.now()}${++people}@example.test`;
  const { browser } = await onboard({ browser: freshBrowser(), email });
  const user = await t.db.user.findFirstOrThrow({ where: { email }, select: { id: true } });
  return { browser, email, userId: user.id };
}

const receipts = (userId: string) =>
  t.db.outboxMessage.findMany({ where: { userId, kind: { startsWith: "receipt:" } }, orderBy: { createdAt: "asc" } });

/** The person's receipts as their mailbox got them: the outbox job sends what is due, the sandbox keeps it. */
async function mailed(userId: string) {
  await deliverDueMessages(t.db);
  const queued = await receipts(userId);
  const kept = await t.db.sandboxMessage.findMany({ where: { id: { in: queued.map((row) => row.id) } } });
  return queued.map((row) => {
    const mail = kept.find((message) => message.id === row.id);
    return { ...row, subject: mail?.subject ?? null, body: mail?.body ?? "" };
  });
}

describe("email receipts", () => {
  it("queue one receipt for a credited top-up and one for a successful transfer, with what a receipt shows", async () => {
    const { browser, email, userId } = await person();
    expect((await addMoney(browser, "5000")).status).toBe(200);
    const to = account("012345678");
    const sent = await transfer(browser, "1500", { to });
    expect(sent.status).toBe(200);
    const queued = await receipts(userId);
    const topUpRow = await t.db.transaction.findFirstOrThrow({ where: { userId, transactionType: "ADD_MONEY" } });
    // Queued with its transaction and no words yet: they are written when it is sent.
    expect(queued[0]).toMatchObject({
      kind: "receipt:top-up",
      status: "pending",
      transactionId: topUpRow.id,
      body: null,
    });
    const [topUp, transferReceipt, ...more] = await mailed(userId);
    expect(more).toEqual([]);
    expect(topUp).toMatchObject({ channel: "email", recipient: email, kind: "receipt:top-up", status: "sent" });
    expect(topUp!.subject).toBe("Veil receipt: ₦5,000.00 added to your wallet");
    expect(topUp!.body).toContain("₦5,000.00 was added to your Veil wallet from your Visa card ending 4081.");
    expect(topUp!.body).toContain(`Reference: ${topUpRow.transactionReference}`);
    expect(topUp!.body).toMatch(/Date & Time: \d{1,2} \w+ \d{4}\D+\d{2}:\d{2}/);
    expect(topUp!.body).toContain('You get this receipt because "Transaction receipts" is on in Veil\'s settings.');

    const sendRow = await t.db.transaction.findFirstOrThrow({ where: { userId, transactionType: "SEND" } });
    expect(transferReceipt).toMatchObject({ recipient: email, kind: "receipt:transfer" });
    const body = transferReceipt!.body;
    expect(body).toContain(`Amount: ₦1,500.00`);
    expect(body).toContain(`Fee: ₦${sendRow.fee.toFixed(2)}`);
    expect(transferReceipt!.subject).toBe(`Veil receipt: ₦1,500.00 sent to ${sendRow.recipientName}`);
    expect(body).toContain(`Bank: GTBank`);
    expect(body).toContain(`Account Number: ******${to.recipientAccountNumber.slice(-4)}`);
    expect(body).not.toContain(to.recipientAccountNumber);
    expect(body).toContain(`Recipient: ${sendRow.recipientName}`);
    expect(body).toContain(`Reference: ${sendRow.transactionReference}`);
  });

  it("queues nothing for a transfer the bank declines or that is still waiting", async () => {
    const { browser, userId } = await person();
    await addMoney(browser, "5000");
    const before = (await receipts(userId)).length;
    await transfer(browser, "100", { to: account("999000001") });
    await transfer(browser, "100", { to: account("888000001") });
    const statuses = await t.db.transaction.findMany({
      where: { userId, transactionType: "SEND" },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status).sort()).toEqual(["FAILED", "PENDING"]);
    expect(await receipts(userId)).toHaveLength(before);
  });

  it("queues nothing with Transaction receipts off, or without an email", async () => {
    const off = await person();
    await t.db.userSettings.upsert({
      where: { userId: off.userId },
      create: { userId: off.userId, emailReceipts: false },
      update: { emailReceipts: false },
    });
    await addMoney(off.browser, "5000");
    await transfer(off.browser, "100");
    expect(await receipts(off.userId)).toEqual([]);

    const noEmail = await person();
    await t.db.user.update({ where: { id: noEmail.userId }, data: { email: null } });
    await addMoney(noEmail.browser, "5000");
    expect(await receipts(noEmail.userId)).toEqual([]);
  });

  it("queues a receipt for a bank deposit credited on arrival, and for a held one when it is released", async () => {
    const { userId } = await person();
    const deposit = (reference: string, status: "COMPLETED" | "HELD") =>
      t.db.transaction.create({
        data: {
          userId,
          transactionType: "RECEIVE",
          amount: "2500.00",
          status,
          transactionReference: reference,
          description: "Bank transfer",
          recipientName: "Ngozi Eze",
          recipientBank: "Access Bank",
        },
      });
    await deposit(`VEILTESTDEP${Date.now()}A`, "COMPLETED");
    const held = await deposit(`VEILTESTDEP${Date.now()}B`, "HELD");
    expect((await mailed(userId)).map((r) => r.subject)).toEqual(["Veil receipt: ₦2,500.00 added to your wallet"]);
    expect((await mailed(userId))[0]!.body).toContain(
      "₦2,500.00 was added to your Veil wallet by bank transfer from Ngozi Eze.",
    );
    await t.db.transaction.update({ where: { id: held.id }, data: { status: "COMPLETED" } });
    // Completing it again (nothing does, but a trigger must not count on it) writes nothing more.
    await t.db.transaction.update({ where: { id: held.id }, data: { status: "COMPLETED", description: "x" } });
    expect(await receipts(userId)).toHaveLength(2);
  });

  it("writes no receipt when the status change rolls back", async () => {
    const { browser, userId } = await person();
    await addMoney(browser, "5000");
    await transfer(browser, "100", { to: account("888000002") });
    const pending = await t.db.transaction.findFirstOrThrow({ where: { userId, status: "PENDING" } });
    const before = (await receipts(userId)).length;
    await t.db
      .$transaction(async (tx) => {
        await tx.transaction.update({ where: { id: pending.id }, data: { status: "COMPLETED" } });
        throw new Error("settlement failed");
      })
      .catch(() => undefined);
    expect(await receipts(userId)).toHaveLength(before);
  });
});

describe("email receipts in the owner's language", () => {
  it("are French for a French account, and Spanish for a Spanish one, amounts and dates as each writes them", async () => {
    const speaking = async (language: "fr" | "es") => {
      const someone = await person();
      await t.db.userSettings.upsert({
        where: { userId: someone.userId },
        create: { userId: someone.userId, language },
        update: { language },
      });
      return someone;
    };
    const french = await speaking("fr");
    await addMoney(french.browser, "15000");
    await transfer(french.browser, "1500", { to: account("012345679") });
    const [topUp, sent] = await mailed(french.userId);
    expect(topUp!.subject).toBe("Reçu Veil\u00a0: 15\u00a0000,00\u00a0₦ ajoutés à votre portefeuille");
    expect(topUp!.body).toContain(
      "15\u00a0000,00\u00a0₦ ont été ajoutés à votre portefeuille Veil depuis votre carte Visa se terminant par 4081.",
    );
    expect(topUp!.body).toMatch(/Date et heure\u00a0: \d{1,2} [a-zéû]+ \d{4}\D+\d{2}:\d{2}/);
    expect(topUp!.body).toContain("«\u00a0Reçus de transaction\u00a0»");
    expect(sent!.subject).toMatch(/^Reçu Veil\u00a0: 1\u00a0500,00\u00a0₦ envoyés à /);
    expect(sent!.body).toContain("Banque\u00a0: GTBank");

    const spanish = await speaking("es");
    await addMoney(spanish.browser, "5000");
    const [spanishTopUp] = await mailed(spanish.userId);
    expect(spanishTopUp!.subject).toBe("Recibo de Veil: 5.000,00\u00a0₦ añadidos a tu billetera");
    expect(spanishTopUp!.body).toMatch(/Fecha y hora: \d{1,2} de [a-z]+ de \d{4}\D+\d{1,2}:\d{2}/);

    // Written when it is sent: a receipt still queued when its owner changes language comes in the new one.
    await t.db.userSettings.update({ where: { userId: spanish.userId }, data: { language: "en" } });
    await transfer(spanish.browser, "100", { to: account("012345670") });
    const [, english] = await mailed(spanish.userId);
    expect(english!.subject).toMatch(/^Veil receipt: ₦100\.00 sent to /);
  });
});

describe("marketing messages", () => {
  it("are refused unless the person switched Marketing emails on, and then written", async () => {
    const { userId, email } = await person();
    const marketing = {
      userId,
      channel: "email" as const,
      to: email,
      subject: "Offer",
      text: "Hi",
      kind: "marketing:offer",
    };
    await expect(enqueueMessage(t.db, marketing)).rejects.toBeInstanceOf(MarketingNotAllowedError);
    await expect(enqueueMessage(t.db, { ...marketing, userId: null })).rejects.toBeInstanceOf(MarketingNotAllowedError);
    expect(await t.db.outboxMessage.count({ where: { kind: "marketing:offer" } })).toBe(0);
    await t.db.userSettings.upsert({
      where: { userId },
      create: { userId, marketingEmails: true },
      update: { marketingEmails: true },
    });
    await expect(enqueueMessage(t.db, marketing)).resolves.toEqual(expect.any(String));
    expect(await t.db.outboxMessage.count({ where: { kind: "marketing:offer" } })).toBe(1);
  });
});
