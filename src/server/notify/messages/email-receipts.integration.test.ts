// Email receipts, through the real money handlers: a transfer that succeeds and a top-up that is credited
// queue one receipt in the same transaction as the status change, only with an email and "Transaction
// receipts" on; nothing for a transfer that fails or waits. And no marketing message is ever written for
// someone who has not switched "Marketing emails" on.
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer } from "@/test/money";
import { freshBrowser } from "@/test/adversarial/world";
import { enqueueMessage, MarketingNotAllowedError } from "./outbox";
import { formatNaira, koboToDecimalString } from "@/lib/money";
import { LANGUAGES } from "@/i18n/locales";

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

describe("email receipts", () => {
  it("queue one receipt for a credited top-up and one for a successful transfer, with what a receipt shows", async () => {
    const { browser, email, userId } = await person();
    expect((await addMoney(browser, "5000")).status).toBe(200);
    const to = account("012345678");
    const sent = await transfer(browser, "1500", { to });
    expect(sent.status).toBe(200);
    const [topUp, transferReceipt, ...more] = await receipts(userId);
    expect(more).toEqual([]);
    const topUpRow = await t.db.transaction.findFirstOrThrow({ where: { userId, transactionType: "ADD_MONEY" } });
    expect(topUp).toMatchObject({ channel: "email", recipient: email, kind: "receipt:top-up", status: "pending" });
    expect(topUp!.subject).toBe("Veil receipt: ₦5,000.00 added to your wallet");
    expect(topUp!.body).toContain("card ending 4081");
    expect(topUp!.body).toContain(`Reference: ${topUpRow.transactionReference}`);
    expect(topUp!.body).toMatch(/Date: \d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M WAT/);

    const sendRow = await t.db.transaction.findFirstOrThrow({ where: { userId, transactionType: "SEND" } });
    expect(transferReceipt).toMatchObject({ recipient: email, kind: "receipt:transfer" });
    const body = transferReceipt!.body;
    expect(body).toContain(`Amount: ₦1,500.00`);
    expect(body).toContain(`Fee: ₦${sendRow.fee.toFixed(2)}`);
    expect(body).toContain(`Bank: GTBank`);
    expect(body).toContain(`Account: ******${to.recipientAccountNumber.slice(-4)}`);
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
    expect((await receipts(userId)).map((r) => r.subject)).toEqual(["Veil receipt: ₦2,500.00 added to your wallet"]);
    expect((await receipts(userId))[0]!.body).toContain("by bank transfer from Ngozi Eze");
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
    const [topUp, sent] = await receipts(french.userId);
    expect(topUp!.subject).toBe("Reçu Veil : 15\u202f000,00\u00a0₦ ajoutés à votre portefeuille");
    expect(topUp!.body).toContain("15\u202f000,00\u00a0₦ ont été ajoutés à votre portefeuille Veil depuis votre carte");
    expect(topUp!.body).toMatch(/Date : \d{2} [a-zéû.]+ \d{4}, \d{2}:\d{2} WAT/);
    expect(topUp!.body).toContain("« Reçus de transaction »");
    expect(sent!.subject).toMatch(/^Reçu Veil : 1\u202f500,00\u00a0₦ envoyés à /);
    expect(sent!.body).toContain("Banque : GTBank");

    const spanish = await speaking("es");
    await addMoney(spanish.browser, "5000");
    const [spanishTopUp] = await receipts(spanish.userId);
    expect(spanishTopUp!.subject).toBe("Recibo de Veil: 5.000,00\u00a0₦ añadidos a tu billetera");
    expect(spanishTopUp!.body).toMatch(/Fecha: \d{2} [a-z]+ \d{4}, \d{2}:\d{2} WAT/);
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

describe("naira in a receipt", () => {
  it("is written by the trigger exactly as the app writes it, in every language", async () => {
    const kobo = [0n, 1n, 50n, 999n, 99_999n, 100_000n, 123_450n, 999_999n, 1_000_000n, 12_345_678n, 9_999_999_999n];
    for (const language of LANGUAGES) {
      for (const amount of kobo) {
        const decimal = koboToDecimalString(amount);
        const [row] = await t.db.$queryRaw<{ text: string }[]>`
          SELECT veil_naira_in(${decimal}::decimal, ${language}) AS text`;
        expect({ language, decimal, text: row!.text }).toEqual({
          language,
          decimal,
          text: formatNaira(amount, language),
        });
      }
    }
  });
});
