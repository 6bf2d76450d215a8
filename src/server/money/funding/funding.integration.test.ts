// Adding money by card through the handler, against PostgreSQL and the cards sandbox.
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { cardsProvider } from "@/server/vendors/cards";
import { CardsUnavailableError } from "@/server/money/ports/cards-provider";
import { SANDBOX_CARDS } from "@/server/vendors/sandbox/sandbox-test-cards";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { addMoney, newKey } from "@/test/money";
import { presentTransaction } from "@/server/money";
import { CARD_NUMBER_MISTYPED } from "@/lib/schemas/add-money-rules";
import type { TestDatabase } from "@/test/test-database";
import { MESSAGES } from "@/i18n/messages";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser } = await onboard());
});
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function balance(): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

describe("adding money by card", () => {
  it("credits an approved card's amount and keeps only its brand and last four digits", async () => {
    const before = await balance();
    const added = await addMoney(browser, "2500.75");
    expect(added.status).toBe(200);
    expect(added.body.data.transaction).toMatchObject({
      transactionType: "ADD_MONEY",
      amount: "2500.75",
      status: "Completed",
      cardBrand: "Visa",
      cardLast4: "4081",
    });
    expect(added.body.data.transaction.transactionReference).toMatch(/^VEIL/);
    expect(Number(await balance()) - Number(before)).toBeCloseTo(2500.75, 2);
    const entry = await t.db.ledgerEntry.findFirstOrThrow({
      where: { transaction: { transactionReference: added.body.data.transaction.transactionReference } },
      include: { postings: true },
    });
    expect(entry.kind).toBe("card-top-up");
    expect(entry.postings.map((p) => `${p.direction} ${p.amount.toFixed(2)}`).sort()).toEqual([
      "CREDIT 2500.75",
      "DEBIT 2500.75",
    ]);
  });

  it.each([
    [SANDBOX_CARDS.declined, "Your card was declined by your bank."],
    [SANDBOX_CARDS.insufficientFunds, "Your card has insufficient funds."],
  ])("refuses card %s with the provider's reason and moves nothing", async (cardNumber, reason) => {
    const before = await balance();
    const postings = await t.db.posting.count();
    const refused = await addMoney(browser, "1000", { card: { cardNumber } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(reason);
    expect(await balance()).toBe(before);
    expect(await t.db.posting.count()).toBe(postings);
    const recorded = await t.db.transaction.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(recorded).toMatchObject({ status: "FAILED", cardLast4: cardNumber.slice(-4) });
    expect(presentTransaction(recorded).failureReason).toBe(reason);
  });

  it("refuses an expired card before anything is charged or recorded", async () => {
    const before = await t.db.transaction.count();
    const refused = await addMoney(browser, "1000", { card: { expiryDate: "01/21" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This card has expired. Check the expiry date, or use another card.");
    expect(await t.db.transaction.count()).toBe(before);
  });

  it("charges once for a retried request, and replays the first answer", async () => {
    const charge = jest.spyOn(cardsProvider(t.db), "charge");
    const key = newKey();
    const first = await addMoney(browser, "300", { key });
    const again = await addMoney(browser, "300", { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const declinedKey = newKey();
    const declined = await addMoney(browser, "300", { key: declinedKey, card: { cardNumber: SANDBOX_CARDS.declined } });
    const replayed = await addMoney(browser, "300", { key: declinedKey, card: { cardNumber: SANDBOX_CARDS.declined } });
    expect([declined.status, replayed.status]).toEqual([402, 402]);
    expect(replayed.body).toEqual(declined.body);
    expect(replayed.body.message).toBe("Your card was declined by your bank.");
    // The stored answer is said in the language of whoever asks now: the owner switched to French since.
    const { userId } = await t.db.transaction.findFirstOrThrow({ orderBy: { id: "desc" }, select: { userId: true } });
    await t.db.userSettings.upsert({
      where: { userId },
      create: { userId, language: "fr" },
      update: { language: "fr" },
    });
    const inFrench = await addMoney(browser, "300", { key: declinedKey, card: { cardNumber: SANDBOX_CARDS.declined } });
    expect(inFrench).toMatchObject({ status: 402, body: { message: MESSAGES.fr.serverErrors.cardDeclined } });
    await t.db.userSettings.update({ where: { userId }, data: { language: "en" } });
    expect(charge).toHaveBeenCalledTimes(2);
    expect((await addMoney(browser, "301", { key })).status).toBe(422);
  });

  it.each([
    [{ cardNumber: "4084 0840 8408 408" }, "Card number should be 16 digits"],
    // A wrong check digit is a typing mistake: refused before any card is charged.
    [{ cardNumber: "4084084084084082" }, english(CARD_NUMBER_MISTYPED)],
    [{ expiryDate: "13/30" }, "Expiry date should be in MM/YY format"],
    [{ expiryDate: "1230" }, "Expiry date should be in MM/YY format"],
    [{ cvv: "12" }, "CVV should be 3 or 4 digits"],
    [{ cvv: "12345" }, "CVV should be 3 or 4 digits"],
    [{ cardholderName: "A" }, "Cardholder name is required"],
  ])("answers 400 for %j with the field's message", async (card, message) => {
    const answer = await addMoney(browser, "100", { card });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it("answers 400 Amount is required without an amount", async () => {
    const { POST } = await import("@/app/api/add-money/route");
    const answer = await browser.call(POST, {
      body: {
        cardDetails: { cardNumber: SANDBOX_CARDS.approved, expiryDate: "12/30", cvv: "123", cardholderName: "Ada" },
      },
      headers: { "idempotency-key": newKey() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Amount is required");
  });
});

describe("card data", () => {
  it("is stored nowhere in the database, and logged nowhere", async () => {
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      jest.spyOn(console, method).mockImplementation((...args) => void logged.push(args.map(String).join(" ")));
    }
    jest
      .spyOn(cardsProvider(t.db), "charge")
      .mockRejectedValueOnce(new CardsUnavailableError(`connection refused charging ${SANDBOX_CARDS.approved}`));
    const unreachable = await addMoney(browser, "100", { card: { cvv: "9731" } });
    expect(unreachable.status).toBe(402);
    await addMoney(browser, "100", { card: { cvv: "9731" } });
    await addMoney(browser, "100", { card: { cardNumber: SANDBOX_CARDS.declined, cvv: "9731" } });

    const tables = await t.sql.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    let dump = "";
    for (const { table_name } of tables.rows) {
      const rows = await t.sql.query(`SELECT row_to_json(x)::text AS row FROM "${table_name}" x`);
      dump += rows.rows.map((row) => row.row).join("\n");
    }
    for (const number of Object.values(SANDBOX_CARDS)) {
      expect(dump).not.toContain(number);
      expect(dump).not.toContain(number.replace(/(.{4})/g, "$1 ").trim());
    }
    // The CVV as a value, or any key naming it (random hex or ciphertext may hold its digits or letters, so look
    // for it as a whole value or a key).
    expect(dump).not.toMatch(/"9731"|"[^"]*(cvv|card_?number)[^"]*":/i);
    expect(logged.join("\n")).not.toMatch(/4084084084084081|4000000000000002|9731/);
  });
});
