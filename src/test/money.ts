// Moving money through the real handlers, as the screens do, for the integration tests.
import { randomUUID } from "node:crypto";
import { POST as addMoneyRoute } from "@/app/api/add-money/route";
import { POST as transferRoute } from "@/app/api/transfer/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import type { Database } from "@/server/platform/database/prisma-client";
import { SEND_PROTECTION } from "@/lib/limits";
import { decimalStringToKobo } from "@/lib/money";
import { nubanFor } from "@/lib/nuban";
import type { Answer, Browser } from "./api-harness";
import { onboard, TEST_PIN } from "./onboard";

export const APPROVED_CARD = {
  cardNumber: "4084 0840 8408 4081",
  expiryDate: "12/30",
  cvv: "408",
  cardholderName: "Test Person",
};

export function newKey(): string {
  return `test-${randomUUID()}`;
}

/** The transactionPin a money request carries: TEST_PIN unless told (`pin: null` sends none). */
function pinOf(options: { pin?: string | null }): { transactionPin?: string } {
  const pin = options.pin === undefined ? TEST_PIN : options.pin;
  return pin === null ? {} : { transactionPin: pin };
}

export function addMoney(
  browser: Browser,
  amount: string,
  options: { key?: string; card?: object; pin?: string | null } = {},
) {
  return browser.call(addMoneyRoute, {
    path: "/api/add-money",
    body: { amount, cardDetails: { ...APPROVED_CARD, ...options.card }, ...pinOf(options) },
    headers: { "idempotency-key": options.key ?? newKey() },
  });
}

/** A NUBAN-valid GTBank account; the serial's first digits pick the sandbox's outcome (999 fails, 888 waits). */
export function account(
  serial = "012345678",
  bank = "GTBank",
): { recipientAccountNumber: string; recipientBank: string } {
  return { recipientAccountNumber: nubanFor(bank, serial), recipientBank: bank };
}

export function transfer(
  browser: Browser,
  amount: string,
  options: {
    key?: string;
    to?: { recipientAccountNumber: string; recipientBank: string };
    description?: string;
    pin?: string | null;
  } = {},
): Promise<Answer> {
  return browser.call(transferRoute, {
    path: "/api/transfer",
    body: {
      ...(options.to ?? account()),
      amount,
      description: options.description ?? "",
      // A large send to a new account asks the scam check (the screen asks only then); the person answers no.
      ...(mayBeRisky(amount) && { scamCheck: { askedBySomeone: false, promisedSomething: false } }),
      ...pinOf(options),
    },
    headers: { "idempotency-key": options.key ?? newKey() },
  });
}

/** Whether the screen would ask the scam check of a send this large. */
function mayBeRisky(amount: string): boolean {
  const kobo = decimalStringToKobo(amount);
  return kobo >= SEND_PROTECTION.scamCheckFromKobo || kobo >= SEND_PROTECTION.coolingOffFromKobo;
}

/**
 * Makes `to` a beneficiary saved two days ago: a trusted recipient, so no send to it asks the scam check or waits
 * (for tests about something else that send large amounts).
 */
export async function trustRecipient(db: Database, browser: Browser, to = account()): Promise<void> {
  const me = await browser.call(meRoute, { path: "/api/auth/me" });
  const user = await db.user.findUniqueOrThrow({ where: { phoneNumber: me.body.data.user.phoneNumber } });
  await db.beneficiary.create({
    data: {
      userId: user.id,
      bank: to.recipientBank,
      accountNumber: to.recipientAccountNumber,
      accountName: "Trusted Recipient",
      createdAt: new Date(Date.now() - 2 * 24 * 3600_000),
    },
  });
}

/** A new person, signed up through the handlers, with `amount` added by card. */
export async function fundedUser(amount: string): Promise<Browser> {
  const { browser } = await onboard();
  const funded = await addMoney(browser, amount);
  expect(funded.status).toBe(200);
  return browser;
}

/** The wallet's balance as the screens read it ("5000.00"). */
export async function balance(browser: Browser): Promise<string> {
  return (await browser.call(balanceRoute, { path: "/api/wallet/balance" })).body.data.balance;
}
