import "server-only";
import { isStorableText } from "@/lib/schemas/text";
import { type Database, type Tx, MONEY_TX, ApiError, isUniqueViolation } from "@/server/platform";
import { postEntry } from "@/server/money/ledger/post-entry";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { newTransactionReference } from "@/server/money/ledger/reference";
import { LEDGER_MAX_KOBO, takeWalletForTopUp } from "@/server/money/funding/top-up-room";
import { userTier } from "@/server/money/limits/user-tier";
import { formatNaira, koboToDecimalString, MAX_AMOUNT_KOBO } from "@/lib/money";
import { enqueueMessage, recipientLanguage } from "@/server/notify";
import { translator } from "@/i18n/translator";
import { VEIL_DESCRIPTIONS } from "@/lib/transaction-display";
import type { Tier } from "@/lib/limits";
import { toIncomingCharge, type IncomingCharge } from "./incoming-charge";
import { phrase, type Phrase } from "@/i18n/phrase";

export type DepositOutcome = "credited" | "held" | "duplicate" | "refused" | "not mine";

/** What the person reads on a deposit their wallet could not take. */
export function heldDepositMessage(amountKobo: bigint, tier: Tier): Phrase {
  const cap =
    tier.maxBalanceKobo !== null && tier.maxBalanceKobo < LEDGER_MAX_KOBO ? tier.maxBalanceKobo : LEDGER_MAX_KOBO;
  return phrase(
    cap === LEDGER_MAX_KOBO ? "serverErrors.depositHeldVeilMaximum" : "serverErrors.depositHeldTierMaximum",
    {
      amount: { naira: koboToDecimalString(amountKobo) },
      cap: { naira: koboToDecimalString(cap) },
    },
  );
}

/**
 * charge.success on a dedicated account: money sent to a wallet's own account number. Credited once per
 * Paystack reference, through the ledger (bank receipts -> the wallet), as a RECEIVE transaction "Received from
 * {sender}". A deposit the wallet's tier cannot take is held (bank receipts -> held deposits), shown to the
 * person as Held with a sentence, and reported to staff. Not naira, an amount out of range, or an account
 * number that is not ours: nothing is credited and staff are told. Any other charge is "not mine".
 */
export async function handleDedicatedAccountCharge(db: Database, data: unknown): Promise<DepositOutcome> {
  const charge = toIncomingCharge(data);
  if (!charge) return malformedDeposit(db, data);
  const account = await db.virtualAccount.findUnique({
    where: { accountNumber: charge.receiverAccountNumber },
    select: {
      id: true,
      userId: true,
      provider: true,
      user: { select: { phoneNumber: true, wallet: { select: { ledgerAccountId: true } } } },
    },
  });
  const ledgerAccountId = account?.user.wallet?.ledgerAccountId;
  if (!account || !ledgerAccountId) return report(db, charge, "unknown_account", "No wallet has this account number.");
  if (charge.currency !== "NGN") return report(db, charge, "not_naira", `Currency ${charge.currency}.`);
  if (charge.amountKobo <= 0n || charge.amountKobo > MAX_AMOUNT_KOBO) {
    return report(db, charge, "amount_out_of_range", `${charge.amountKobo} kobo.`);
  }
  const tier = await userTier(db, account.userId);
  try {
    return await db.$transaction(async (tx) => {
      const held = !(await walletCanTake(tx, account.userId, tier, charge.amountKobo));
      // After the wallet's lock: a replay of the same deposit waits behind the first and finds it here.
      const seen = await tx.incomingTransfer.findUnique({ where: { providerReference: charge.reference } });
      if (seen) return "duplicate";
      const transaction = await tx.transaction.create({
        data: {
          userId: account.userId,
          transactionType: "RECEIVE",
          amount: koboToDecimalString(charge.amountKobo),
          status: held ? "HELD" : "COMPLETED",
          transactionReference: newTransactionReference(),
          transactionDate: charge.paidAt ?? new Date(),
          description: VEIL_DESCRIPTIONS.bankTransfer,
          recipientName: charge.senderName,
          recipientBank: charge.senderBank,
          recipientAccountNumber: charge.senderAccountNumber,
          failure: held ? [heldDepositMessage(charge.amountKobo, tier)] : undefined,
        },
        select: { id: true },
      });
      await tx.incomingTransfer.create({
        data: {
          provider: account.provider,
          providerReference: charge.reference,
          virtualAccountId: account.id,
          transactionId: transaction.id,
          amount: koboToDecimalString(charge.amountKobo),
          senderName: charge.senderName,
          senderBank: charge.senderBank,
          senderAccountNumber: charge.senderAccountNumber,
          status: held ? "HELD" : "CREDITED",
          paidAt: charge.paidAt,
        },
      });
      await postEntry(tx, {
        kind: held ? "bank-transfer-held" : "bank-transfer-in",
        transactionId: transaction.id,
        postings: [
          { accountId: systemAccountId("bankReceipts"), direction: "DEBIT", amountKobo: charge.amountKobo },
          {
            accountId: held ? systemAccountId("heldDeposits") : ledgerAccountId,
            direction: "CREDIT",
            amountKobo: charge.amountKobo,
          },
        ],
      });
      if (held) {
        await tx.fundingAnomaly.create({
          data: {
            providerReference: charge.reference,
            reason: "held_over_cap",
            detail: `Transaction ${transaction.id}: above the wallet's tier ${tier.level} cap.`,
          },
        });
        await tellAboutHeldMoney(tx, account.userId, account.user.phoneNumber, "outbox.held.heldText", {
          amountKobo: charge.amountKobo,
          sender: charge.senderName,
        });
      }
      return held ? "held" : "credited";
    }, MONEY_TX);
  } catch (error) {
    // Two deliveries for two wallets cannot race on one reference, but a unique index is the last word.
    if (isUniqueViolation(error, "provider_reference")) return "duplicate";
    throw error;
  }
}

/**
 * Tells the person, by SMS in their language, that money for them is on hold or went back to its sender: it is
 * not in the balance they see, so they must not have to find it on a screen. In the transaction that moves it.
 */
export async function tellAboutHeldMoney(
  tx: Tx,
  userId: string,
  phoneNumber: string,
  key: "outbox.held.heldText" | "outbox.held.returnedText",
  values: { amountKobo: bigint; sender: string },
): Promise<void> {
  const language = await recipientLanguage(tx, userId);
  const text = translator(language)(key, {
    amount: formatNaira(koboToDecimalString(values.amountKobo), language),
    sender: values.sender,
  });
  await enqueueMessage(tx, { userId, channel: "sms", to: phoneNumber, text, kind: `held:${key.split(".").at(-1)}` });
}

/** The one rule for what a wallet may take in, the top-ups' own: under the wallet's lock. */
export async function walletCanTake(tx: Tx, userId: string, tier: Tier, amountKobo: bigint): Promise<boolean> {
  try {
    await takeWalletForTopUp(tx, userId, tier, amountKobo);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === "unprocessable") return false;
    throw error;
  }
}

/**
 * A signed event that says it is a deposit to a dedicated account but cannot be read as one (an amount that is
 * not whole kobo, no receiving account): nothing is credited, and staff are told rather than the money
 * vanishing unseen. Anything else is "not mine".
 */
async function malformedDeposit(db: Database, data: unknown): Promise<DepositOutcome> {
  const loose = (typeof data === "object" && data !== null ? data : {}) as { channel?: unknown; reference?: unknown };
  const reference = loose.reference;
  if (loose.channel !== "dedicated_nuban" || typeof reference !== "string") return "not mine";
  if (reference.length === 0 || reference.length > 100 || !isStorableText(reference)) return "not mine";
  const charge = { reference } as IncomingCharge;
  return report(db, charge, "malformed", "A deposit event that could not be read: amount, currency or account.");
}

async function report(db: Database, charge: IncomingCharge, reason: string, detail: string): Promise<DepositOutcome> {
  console.error(`Deposit ${charge.reference} not credited: ${reason}.`);
  await db.$executeRaw`
    INSERT INTO "funding_anomalies" ("id", "provider_reference", "reason", "detail")
    VALUES (gen_random_uuid(), ${charge.reference}, ${reason}, ${detail})
    ON CONFLICT ("provider_reference", "reason") DO NOTHING`;
  return "refused";
}
