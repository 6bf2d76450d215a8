// Transfers between Veil wallets through POST /api/transfer on real PostgreSQL: one entry wallet to wallet, both
// sides' records, the recipient's cap, the sender's limits, nobody told who the other is, and the refusals.
import { GET as listRoute } from "@/app/api/transactions/route";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { addMoney, balance, newKey, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { english } from "@/test/english";
import { NO_VEIL_WALLET, NOT_TO_YOURSELF, VEIL_MISSES_PER_HOUR } from "./veil-transfer";

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());
jest.setTimeout(120_000);

/** A person with a wallet, signed in: their browser and phone number as others would type it (0803 123 4567). */
async function person(options: { tier?: 1 | 2 | 3 } = {}) {
  const { browser, identity } = await onboard({ tier: options.tier });
  const digits = (identity.phoneNumber as string).slice(4);
  return { browser, digits, written: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` };
}

const toVeil = (number: string) => ({ recipientAccountNumber: number, recipientBank: "Veil" });

async function history(browser: Browser) {
  return (await browser.call(listRoute, { path: "/api/transactions" })).body.data.transactions;
}

async function ledgerHolds(): Promise<void> {
  const { rows } = await t.sql.query(
    `SELECT
       (SELECT count(*)::int FROM wallets w WHERE w.balance <> COALESCE((SELECT SUM(CASE WHEN p.direction = 'CREDIT'
          THEN p.amount ELSE -p.amount END) FROM postings p WHERE p.account_id = w.ledger_account_id), 0)) AS off,
       (SELECT COALESCE(SUM(CASE WHEN direction = 'DEBIT' THEN amount ELSE -amount END), 0)::text FROM postings) AS net`,
  );
  expect(rows[0]).toEqual({ off: 0, net: "0.00" });
}

describe("sending to another Veil wallet", () => {
  it("moves the money at once, free, in one entry, and each side sees only their own side", async () => {
    const sender = await person();
    const recipient = await person();
    await addMoney(sender.browser, "10000");
    const sent = await transfer(sender.browser, "2500", { to: toVeil(recipient.written), description: "Rent, June" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction).toMatchObject({
      transactionType: "SEND",
      amount: "2500.00",
      fee: "0.00",
      status: "Completed",
      recipientName: recipient.written,
      recipientBank: "Veil",
      recipientAccountNumber: recipient.digits,
    });
    expect(await balance(sender.browser)).toBe("7500.00");
    expect(await balance(recipient.browser)).toBe("2500.00");

    const sendId = sent.body.data.transaction.id;
    const entries = await t.db.ledgerEntry.findMany({ where: { transactionId: sendId }, include: { postings: true } });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.kind).toBe("veil-transfer");
    expect(entries[0]!.postings.map((p) => [p.direction, p.amount.toFixed(2)]).sort()).toEqual([
      ["CREDIT", "2500.00"],
      ["DEBIT", "2500.00"],
    ]);
    expect(await t.db.payout.count({ where: { transactionId: sendId } })).toBe(0);

    // The recipient: "from a Veil user", their own reference, none of the sender's words, name or number.
    const [received] = await history(recipient.browser);
    expect(received).toMatchObject({
      transactionType: "RECEIVE",
      amount: "2500.00",
      status: "Completed",
      recipientName: null,
      recipientAccountNumber: null,
      recipientBank: "Veil",
      description: null,
    });
    expect(received.transactionReference).not.toBe(sent.body.data.transaction.transactionReference);
    const senderUser = await t.db.user.findFirstOrThrow({ where: { phoneNumber: `+234${sender.digits}` } });
    const seen = JSON.stringify(received);
    for (const secret of [sender.digits, senderUser.fullName, "Rent"]) expect(seen).not.toContain(secret);
    expect(seen).not.toContain("fromTransaction");
    await ledgerHolds();
  });

  it("counts against the sender's daily limit and balance, and a retry with the key moves nothing more", async () => {
    const sender = await person({ tier: 1 });
    const recipient = await person();
    await addMoney(sender.browser, "60000");
    const key = newKey();
    const first = await transfer(sender.browser, "30000", { to: toVeil(recipient.written), key });
    const again = await transfer(sender.browser, "30000", { to: toVeil(recipient.written), key });
    expect(again.status).toBe(200);
    expect(again.body.data.transaction.id).toBe(first.body.data.transaction.id);
    expect(await balance(recipient.browser)).toBe("30000.00");
    // Tier 1 sends ₦50,000 a day: ₦30,000 is gone, so ₦25,000 more is refused and nothing moves.
    const over = await transfer(sender.browser, "25000", { to: toVeil(recipient.written) });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/daily/i);
    const poor = await transfer(sender.browser, "19999", { to: toVeil(`+234${recipient.digits}`) });
    expect(poor.status).toBe(200);
    expect(await balance(sender.browser)).toBe("10001.00");
    const broke = await transfer(sender.browser, "10002", { to: toVeil(recipient.digits) });
    expect(broke.status).toBe(422);
    expect(await balance(recipient.browser)).toBe("49999.00");
    await ledgerHolds();
  });

  it("holds what the recipient's tier cannot take, telling the sender nothing of their balance", async () => {
    const sender = await person();
    const recipient = await person({ tier: 1 });
    await addMoney(sender.browser, "400000");
    await addMoney(recipient.browser, "290000");
    const sent = await transfer(sender.browser, "20000", { to: toVeil(recipient.written) });
    expect(sent.status).toBe(200);
    expect(sent.body.data.transaction.status).toBe("Completed");
    expect(await balance(recipient.browser)).toBe("290000.00");
    const [held] = await history(recipient.browser);
    expect(held).toMatchObject({ status: "Held", amount: "20000.00" });
    expect(held.failureReason).toMatch(/₦20,000\.00/);
    await ledgerHolds();
  });

  it("refuses a number with no wallet, a closing wallet and one's own number, moving nothing", async () => {
    const sender = await person();
    const closing = await person();
    await addMoney(sender.browser, "5000");
    const owner = await t.db.user.findFirstOrThrow({ where: { phoneNumber: `+234${closing.digits}` } });
    await t.db.accountClosureRequest.create({
      data: { userId: owner.id, closesAt: new Date(Date.now() + 86_400_000) },
    });
    for (const number of ["0809 999 0000", closing.written]) {
      const refused = await transfer(sender.browser, "100", { to: toVeil(number) });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(english(NO_VEIL_WALLET));
    }
    const self = await transfer(sender.browser, "100", { to: toVeil(sender.written) });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(english(NOT_TO_YOURSELF));
    const notPhone = await transfer(sender.browser, "100", { to: toVeil("0123456789") });
    expect(notPhone.status).toBe(400);
    expect(await balance(sender.browser)).toBe("5000.00");
    expect(await history(closing.browser)).toEqual([]);
  });

  it("refuses what the sender cannot send before it looks the number up, the same for any number", async () => {
    const sender = await person();
    const recipient = await person();
    await addMoney(sender.browser, "1000");
    const answers = await Promise.all(
      [recipient.written, "0809 555 0101"].map((number) => transfer(sender.browser, "5000", { to: toVeil(number) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([422, 422]);
    expect(answers[0]!.body.message).toBe(answers[1]!.body.message);
    expect(answers[0]!.body.message).toMatch(/balance/i);
  });

  it("lets one person find only a few numbers without a wallet an hour", async () => {
    const sender = await person();
    await addMoney(sender.browser, "5000");
    const answers: number[] = [];
    for (let i = 0; i <= VEIL_MISSES_PER_HOUR; i++) {
      answers.push((await transfer(sender.browser, "100", { to: toVeil(`0809 888 ${String(1000 + i)}`) })).status);
    }
    expect(answers.slice(0, VEIL_MISSES_PER_HOUR).every((status) => status === 422)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it("keeps the ledger whole when two people pay each other at the same moment, many times", async () => {
    const a = await person();
    const b = await person();
    await addMoney(a.browser, "5000");
    await addMoney(b.browser, "5000");
    const sends = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? transfer(a.browser, "100", { to: toVeil(b.written) })
        : transfer(b.browser, "100", { to: toVeil(a.written) }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await balance(a.browser)).toBe("5000.00");
    expect(await balance(b.browser)).toBe("5000.00");
    await ledgerHolds();
  });
});
