// Two servers on one database, as a load balancer or Vercel runs Veil: each has its own Prisma client and its
// own sandbox providers, and a person's requests land on either. Server A is the app's route handlers (its
// providers made with A's client); server B calls the same services with its own client and providers. A card
// top-up or a payout started on one is found, continued and settled by the other, exactly once.
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { POST as continueRoute } from "@/app/api/add-money/[reference]/continue/route";
import { continueTopUp, returnedTopUp } from "@/server/money/funding/continue-top-up";
import { createPrismaClient, type Database } from "@/server/platform/database/prisma-client";
import { cardsProvider } from "@/server/vendors/cards";
import { SandboxCardsProvider } from "@/server/vendors/sandbox/sandbox-cards-provider";
import { SANDBOX_OTP_TEXT } from "@/server/vendors/sandbox/sandbox-test-cards";
import { payoutsProvider } from "@/server/vendors/payouts";
import { PayoutOutcomeUnknownError } from "@/server/money/ports/payouts-provider";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { refreshPendingTransfer } from "@/server/money/transfers/refresh-payout";
import { Browser, useAppDatabase, type Answer } from "@/test/api-harness";
import { account, addMoney, transfer } from "@/test/money";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { TEST_PIN } from "@/test/onboard";
import { sessionFromToken } from "@/server/auth/current-user";
import { signedInWithPin } from "@/server/auth/pin/check-pin";
import { idempotent } from "@/server/platform/idempotency/idempotency";
import { sendMoney, transferAnswer } from "@/server/money/transfers/send-money";
import { newKey } from "@/test/money";

let t: TestDatabase;
let close: () => Promise<void>;
let browser: Browser;
let serverA: Database;
let serverB: Database;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  serverA = createPrismaClient(t.url);
  serverB = createPrismaClient(t.url);
  // The app's providers (one per process) are server A's.
  cardsProvider(serverA);
  payoutsProvider(serverA);
  ({ browser } = await onboard());
});
afterAll(async () => {
  await serverA.$disconnect();
  await serverB.$disconnect();
  await close();
});

async function balance(): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}

/** A step sent to server A, through its route handler. */
function onServerA(reference: string, body: object): Promise<Answer> {
  return browser.call(continueRoute, { path: `/api/add-money/${reference}/continue`, body, params: { reference } });
}

/** A step sent to server B: the same service, with B's own database client and cards sandbox. */
async function onServerB(reference: string, input: { pin: string } | { otp: string }): Promise<Answer> {
  const { userId } = await t.db.transaction.findFirstOrThrow({
    where: { transactionReference: reference },
    select: { userId: true },
  });
  const answer = await continueTopUp(serverB, new SandboxCardsProvider(serverB), userId, reference, input);
  return { ...answer, headers: new Headers() } as Answer;
}

async function entriesOf(reference: string): Promise<number> {
  return t.db.ledgerEntry.count({ where: { transaction: { transactionReference: reference } } });
}

describe("a card top-up on two servers", () => {
  it("asks the PIN on one, the OTP on the other, and credits the wallet exactly once", async () => {
    const before = await balance();
    const started = await addMoney(browser, "1500", { card: { cardNumber: "5078 5078 5078 5072" } });
    expect(started.status).toBe(202);
    expect(started.body.action).toEqual({ type: "send_pin" });
    const { reference } = started.body;

    const pin = await onServerB(reference, { pin: "1234" });
    expect(pin.status).toBe(202);
    expect(pin.body.action).toEqual({ type: "send_otp", displayText: SANDBOX_OTP_TEXT });

    const otp = await onServerA(reference, { otp: "123456" });
    expect(otp.status).toBe(200);
    expect(otp.body.data.transaction).toMatchObject({ status: "Completed", amount: "1500.00" });

    // The OTP sent again, to the other server: where it stands, nothing more.
    const again = await onServerB(reference, { otp: "123456" });
    expect(again.status).toBe(200);
    expect(again.body.data.transaction.status).toBe("Completed");
    expect(Number(await balance()) - Number(before)).toBeCloseTo(1500, 2);
    expect(await entriesOf(reference)).toBe(1);
    expect(await new SandboxCardsProvider(serverB).verify(reference)).toMatchObject({
      status: "approved",
      amountKobo: 1500_00n,
    });
  });

  it("approves on one server's 3-D Secure page a charge another started, and credits it once", async () => {
    const before = await balance();
    const started = await addMoney(browser, "800", { card: { cardNumber: "4084 0800 0000 0409" } });
    expect(started.body.action).toEqual({ type: "open_url", url: `/sandbox/3ds/${started.body.reference}` });
    const { reference } = started.body;
    expect(await new SandboxCardsProvider(serverB).complete3ds(reference, true)).toMatchObject({ status: "approved" });

    const { userId } = await t.db.transaction.findFirstOrThrow({ where: { transactionReference: reference } });
    const back = await returnedTopUp(serverA, cardsProvider(serverA), userId, reference);
    expect(back.status).toBe(200);
    expect(Number(await balance()) - Number(before)).toBeCloseTo(800, 2);
    expect(await entriesOf(reference)).toBe(1);
  });
});

describe("a payout on two servers", () => {
  it("is found and settled by another server when its answer was lost, and is never sent twice", async () => {
    const before = await balance();
    // Server A sends the transfer; the bank's answer never reaches it.
    const sandboxA = payoutsProvider(serverA);
    const initiateA = sandboxA.initiate.bind(sandboxA);
    jest.spyOn(sandboxA, "initiate").mockImplementationOnce(async (request) => {
      await initiateA(request);
      throw new PayoutOutcomeUnknownError("The bank did not answer in time.");
    });
    const sent = await transfer(browser, "250", { to: account("012345678") });
    expect(sent.body.data.transaction.status).toBe("Pending");
    const { id: transactionId, transactionReference } = await t.db.transaction.findFirstOrThrow({
      where: { transactionType: "SEND" },
      orderBy: { id: "desc" },
    });
    expect(await t.db.payout.findUnique({ where: { transactionId } })).toMatchObject({ providerReference: null });

    // Server B asks the bank about it by Veil's reference: the bank has it, so it is settled, not sent again.
    const sandboxB = new SandboxPayoutsProvider(serverB);
    const initiateB = jest.spyOn(sandboxB, "initiate");
    await refreshPendingTransfer(serverB, sandboxB, transactionId);
    expect(initiateB).not.toHaveBeenCalled();
    expect(await t.db.transaction.findUnique({ where: { id: transactionId } })).toMatchObject({ status: "COMPLETED" });
    expect(await t.db.payout.findUnique({ where: { transactionId } })).toMatchObject({
      status: "SUCCEEDED",
      providerReference: expect.stringMatching(/^SBX_TRF_S/),
    });
    expect(await t.db.sandboxPayout.count({ where: { reference: transactionReference } })).toBe(1);
    expect(Number(before) - Number(await balance())).toBeGreaterThanOrEqual(250);
  });

  it("makes a transfer sent to both servers under one reference once", async () => {
    const request = {
      reference: "VEIL_TWO_SERVERS",
      amountKobo: 100n,
      currency: "NGN" as const,
      recipient: { accountNumber: account("888000003").recipientAccountNumber, bankCode: "058", accountName: "X" },
      sender: { name: "Veil" as const },
      narration: "Veil VEIL_TWO_SERVERS",
    };
    const [onA, onB] = await Promise.all([
      new SandboxPayoutsProvider(serverA).initiate(request),
      new SandboxPayoutsProvider(serverB).initiate(request),
    ]);
    expect(onA).toEqual(onB);
    expect(onA.status).toBe("pending");
    expect(await t.db.sandboxPayout.count({ where: { reference: "VEIL_TWO_SERVERS" } })).toBe(1);
  });
});

describe("an idempotency key on two servers", () => {
  /** A transfer sent to server B: the transfer route's steps, with B's own database client and payouts sandbox. */
  async function transferOnServerB(
    key: string,
    body: { recipientAccountNumber: string; recipientBank: string; amount: string; description: string },
  ) {
    const token = [...browser.cookies].find(([name]) => name.endsWith("session-token"))![1];
    const sender = await signedInWithPin(serverB, (await sessionFromToken(token))!, TEST_PIN);
    const deps = { db: serverB, payouts: new SandboxPayoutsProvider(serverB) };
    return idempotent(
      serverB,
      { userId: sender.id, key, path: "/api/transfer", body },
      {
        claimsInItsStatement: true,
        run: (claim) => sendMoney(deps, sender, body as never, claim),
        recover: (transactionId) => transferAnswer(serverB, transactionId),
      },
    ).catch((error: { status?: number }) => ({ status: error.status ?? 500, body: null }));
  }

  it("moves the money once when both servers take the same key at the same moment", async () => {
    expect((await addMoney(browser, "20000")).status).toBe(200);
    const before = Number(await balance());
    const keys = Array.from({ length: 8 }, () => newKey());
    const to = account();
    const answers = await Promise.all(
      keys.flatMap((key) => [
        transfer(browser, "700", { key, to, description: "rent" }),
        transferOnServerB(key, { ...to, amount: "700", description: "rent" }),
      ]),
    );
    // Each key: one transfer, whichever server ran it; the other server answered with it or said it is under way.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const moved = await t.db.transaction.count({ where: { idempotencyKey: { key: { in: keys } } } });
    expect(moved).toBe(keys.length);
    expect(Number(await balance())).toBe(before - keys.length * 700);
  });
});
