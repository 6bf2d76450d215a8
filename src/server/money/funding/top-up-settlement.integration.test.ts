// After a card is charged, a top-up ends credited or voided, whatever fails in between: against PostgreSQL
// and the cards sandbox, with the request "dying" (a charge call that never returns) or the credit failing.
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { POST as refreshRoute } from "@/app/api/transactions/[id]/refresh/route";
import { cardsProvider } from "@/server/vendors/cards";
import type { CardCharge, ChargeOutcome } from "@/server/money/ports/cards-provider";
import { SANDBOX_CARDS } from "@/server/vendors/sandbox/sandbox-test-cards";
import { creditTopUp } from "@/server/money/funding/settle-top-up";
import { reconcilePendingTopUps } from "@/server/money/funding/refresh-top-up";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { addMoney, newKey } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { phrase } from "@/i18n/phrase";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser } = await onboard());
}, 60_000);
afterAll(async () => {
  await close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function balance(): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

function kobo(naira: string): bigint {
  return BigInt(Math.round(Number(naira) * 100));
}

async function balanceKobo(): Promise<bigint> {
  return kobo(await balance());
}

/** The newest top-up, as the database holds it. */
async function lastTopUp() {
  return t.db.transaction.findFirstOrThrow({
    where: { transactionType: "ADD_MONEY" },
    orderBy: { id: "desc" },
    include: { cardCharge: true, ledgerEntries: true },
  });
}

/**
 * The acquirer approves the charge, and then the request goes no further until `release` (never, for a
 * server that died): what is left is a pending top-up, its key in progress, and an approved charge.
 */
function chargeThenStall(): { charged: Promise<void>; release: () => void } {
  const cards = cardsProvider(t.db);
  const real = cards.charge.bind(cards);
  let release!: () => void;
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let charged!: () => void;
  const chargedPromise = new Promise<void>((resolve) => (charged = resolve));
  jest.spyOn(cards, "charge").mockImplementationOnce(async (charge: CardCharge): Promise<ChargeOutcome> => {
    const outcome = await real(charge);
    charged();
    await stalled;
    return outcome;
  });
  return { charged: chargedPromise, release };
}

/** A top-up whose request dies once the card is charged; its key is returned. */
async function dyingTopUp(amount: string): Promise<string> {
  const key = newKey();
  const { charged } = chargeThenStall();
  void addMoney(browser, amount, { key });
  await charged;
  return key;
}

describe("a server that dies between the charge and the credit", () => {
  it("leaves a top-up the reconciler credits once, and a retry with the key answers it credited", async () => {
    const before = await balanceKobo();
    const key = await dyingTopUp("5000");
    const pending = await lastTopUp();
    expect(pending.status).toBe("PENDING");

    expect((await addMoney(browser, "5000", { key })).status).toBe(409);
    expect(await reconcilePendingTopUps(t.db, cardsProvider(t.db), { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    await t.sql.query("UPDATE card_charges SET last_checked_at = NULL");
    await reconcilePendingTopUps(t.db, cardsProvider(t.db), { olderThanMs: 0 });

    const settled = await lastTopUp();
    expect(settled.status).toBe("COMPLETED");
    expect(settled.ledgerEntries).toHaveLength(1);
    expect(settled.cardCharge?.settledAt).not.toBeNull();
    expect((await balanceKobo()) - before).toBe(kobo("5000"));
    const retried = await addMoney(browser, "5000", { key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transaction).toMatchObject({ id: pending.id, status: "Completed", amount: "5000.00" });
  });

  it("is settled by a retry with the same key where no reconciler runs", async () => {
    const before = await balanceKobo();
    const key = await dyingTopUp("700");
    // The dead request's hold on its key has expired.
    await t.sql.query("UPDATE idempotency_keys SET locked_at = now() - interval '5 minutes' WHERE key = $1", [key]);

    const retried = await addMoney(browser, "700", { key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transaction.status).toBe("Completed");
    expect((await balanceKobo()) - before).toBe(kobo("700"));
    expect((await lastTopUp()).ledgerEntries).toHaveLength(1);
  });
});

describe("a charge whose outcome is unknown", () => {
  it("is credited at once when the acquirer's answer was lost but it approved the charge", async () => {
    const before = await balanceKobo();
    const added = await addMoney(browser, "250", { card: { cardNumber: SANDBOX_CARDS.approvedAnswerLost } });
    expect(added.status).toBe(200);
    expect(added.body.data.transaction.status).toBe("Completed");
    expect((await balanceKobo()) - before).toBe(kobo("250"));
  });

  /** A top-up the acquirer approved whose answer was lost, and which it could not be asked about at once. */
  async function unconfirmedTopUp(amount: string, key: string) {
    const cards = cardsProvider(t.db);
    const real = cards.charge.bind(cards);
    jest.spyOn(cards, "charge").mockImplementationOnce(async (charge) => {
      await real(charge);
      throw new Error("timeout");
    });
    jest.spyOn(cards, "verify").mockRejectedValueOnce(new Error("timeout"));
    const pending = await addMoney(browser, amount, { key });
    expect(pending.status).toBe(202);
    expect(pending.body.data.transaction.status).toBe("Pending");
    await t.sql.query("UPDATE card_charges SET last_checked_at = NULL");
    return pending.body.data.transaction.id as number;
  }

  it("answers pending while the acquirer cannot say; a waiting screen's refresh settles it, and a retry answers it", async () => {
    const before = await balanceKobo();
    const key = newKey();
    const id = await unconfirmedTopUp("120", key);
    expect(await balanceKobo()).toBe(before);

    const shown = await browser.call(refreshRoute, { params: { id: String(id) }, body: {} });
    expect(shown.body.data.transaction.status).toBe("Completed");
    const retried = await addMoney(browser, "120", { key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transaction).toMatchObject({ id, status: "Completed" });
    expect((await balanceKobo()) - before).toBe(kobo("120"));
  });

  it("is settled by a retry with the same key after it answered pending", async () => {
    const before = await balanceKobo();
    const key = newKey();
    const id = await unconfirmedTopUp("130", key);
    const retried = await addMoney(browser, "130", { key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transaction).toMatchObject({ id, status: "Completed" });
    expect((await balanceKobo()) - before).toBe(kobo("130"));
  });

  it("fails, saying the card was not charged, once the acquirer has long had no record of it", async () => {
    jest.spyOn(cardsProvider(t.db), "charge").mockRejectedValueOnce(new Error("timeout"));
    const before = await balanceKobo();
    const key = newKey();
    expect((await addMoney(browser, "90", { key })).status).toBe(202);
    const { id } = await lastTopUp();

    await t.sql.query("UPDATE card_charges SET last_checked_at = NULL");
    await reconcilePendingTopUps(t.db, cardsProvider(t.db), { olderThanMs: 0 });
    expect((await lastTopUp()).status).toBe("PENDING");

    await t.sql.query(
      "UPDATE card_charges SET last_checked_at = NULL, created_at = now() - interval '3 minutes' WHERE transaction_id = $1",
      [id],
    );
    await reconcilePendingTopUps(t.db, cardsProvider(t.db), { olderThanMs: 0 });
    const retried = await addMoney(browser, "90", { key });
    expect(retried.status).toBe(402);
    expect(retried.body.message).toBe(
      "We could not reach the card processor, and your card was not charged. Please try again.",
    );
    expect(await balanceKobo()).toBe(before);
  });

  it("answers 402, never 5xx, when the acquirer cannot be reached", async () => {
    const refused = await addMoney(browser, "80", { card: { cardNumber: SANDBOX_CARDS.unreachable } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      "We could not reach the card processor, and your card was not charged. Please try again.",
    );
  });
});

describe("a credit that fails after the charge was approved", () => {
  const FAIL_CREDITS = `
    CREATE FUNCTION fail_top_up_credit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated failure while crediting'; END $$;
    CREATE TRIGGER fail_top_up_credit BEFORE INSERT ON ledger_entries
      FOR EACH ROW WHEN (NEW.kind = 'card-top-up') EXECUTE FUNCTION fail_top_up_credit();`;
  const ALLOW_CREDITS = "DROP TRIGGER fail_top_up_credit ON ledger_entries; DROP FUNCTION fail_top_up_credit();";
  const VOIDED =
    "We could not add this money to your wallet, so we cancelled the charge on your card. You have not been charged.";

  beforeEach(async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    await t.sql.query(FAIL_CREDITS);
  });
  afterEach(async () => {
    await t.sql.query(ALLOW_CREDITS);
  });

  it("voids the charge, moves nothing, and says so to the request and every retry", async () => {
    const before = await balanceKobo();
    const key = newKey();
    const answer = await addMoney(browser, "640", { key });
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe(VOIDED);
    const topUp = await lastTopUp();
    expect(topUp).toMatchObject({
      status: "FAILED",
      failure: [phrase("serverErrors.topUpNotCredited")],
      ledgerEntries: [],
    });
    expect(topUp.cardCharge?.voidedAt).not.toBeNull();
    expect(await cardsProvider(t.db).verify(topUp.transactionReference)).toMatchObject({ status: "voided" });
    expect(await balanceKobo()).toBe(before);
    expect(await addMoney(browser, "640", { key })).toMatchObject({ status: 402, body: { message: VOIDED } });
  });

  it("voids it later when the acquirer could not be reached for the void", async () => {
    const cards = cardsProvider(t.db);
    jest.spyOn(cards, "void").mockRejectedValueOnce(new Error("timeout"));
    expect((await addMoney(browser, "330")).status).toBe(402);
    const owed = await lastTopUp();
    expect(owed.cardCharge).toMatchObject({ voidedAt: null, settledAt: null });
    expect(await cards.verify(owed.transactionReference)).toMatchObject({ status: "approved" });

    await t.sql.query("UPDATE card_charges SET last_checked_at = NULL");
    await reconcilePendingTopUps(t.db, cards, { olderThanMs: 0 });
    expect((await lastTopUp()).cardCharge?.voidedAt).not.toBeNull();
    expect(await cards.verify(owed.transactionReference)).toMatchObject({ status: "voided" });
  });
});

describe("the request and the reconciler arriving together", () => {
  it("credits exactly once", async () => {
    const before = await balanceKobo();
    const key = newKey();
    const { charged, release } = chargeThenStall();
    const request = addMoney(browser, "410", { key });
    await charged;
    const { id, transactionReference } = await lastTopUp();
    const approved = {
      status: "approved" as const,
      providerReference: "SBX_CHG_race",
      reference: transactionReference,
      amountKobo: kobo("410"),
      currency: "NGN",
    };
    // The reconciler (and a few more callers) credit while the request is still on its way back.
    const credited = await Promise.all([
      reconcilePendingTopUps(t.db, cardsProvider(t.db), { olderThanMs: 0 }),
      ...Array.from({ length: 5 }, () => creditTopUp(t.db, id, approved)),
    ]);
    expect(credited.slice(1).filter((won) => won === true).length).toBeLessThanOrEqual(1);
    release();
    const answer = await request;
    expect(answer.status).toBe(200);
    expect(answer.body.data.transaction.status).toBe("Completed");
    expect((await lastTopUp()).ledgerEntries).toHaveLength(1);
    expect((await balanceKobo()) - before).toBe(kobo("410"));
  });
});
