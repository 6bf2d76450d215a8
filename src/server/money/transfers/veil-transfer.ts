import "server-only";
import { type Claim, ApiError, keyTaken, MONEY_TX, spendHourly } from "@/server/platform";
import { newTransactionReference } from "@/server/money/ledger/reference";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { userTier } from "@/server/money/limits/user-tier";
import { refuseBeyondSender } from "@/server/money/limits/daily-usage";
import { heldDepositMessage, walletCanTake } from "@/server/money/funding-accounts/receive-deposit";
import { closureOf } from "@/server/support";
import { VEIL_WALLETS } from "@/lib/banks";
import { lagosDay } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import { readRecipient } from "@/lib/schemas/transfer-rules";
import { phoneWritten } from "@/lib/account-number";
import type { TransferInput } from "@/lib/schemas/transfer";
import { phrase } from "@/i18n/phrase";
import type { TransferDeps } from "./send-money";
import { holdSession, sendToWallet } from "./send-money-statement";
import type { AuthUser } from "@/server/auth";
import { assessSend, requireScamCheck } from "./risky-send";

/** A number with no Veil wallet that can receive (none, or one closing or closed): the same words for each. */
export const NO_VEIL_WALLET = phrase("serverErrors.noVeilWallet");
export const NOT_TO_YOURSELF = phrase("serverErrors.veilToYourself");

/**
 * Sends that find no wallet one person may make in an hour: each tells them a number has no Veil wallet, so a
 * script cannot learn which numbers do (a send that finds one is paid for with real money).
 */
export const VEIL_MISSES_PER_HOUR = 10;

/**
 * Numbers one person may look up an hour, found or not: a refusal for the sender's own balance or limit comes
 * before the lookup, but a person still learns something from each send, so each is counted.
 */
export const VEIL_LOOKUPS_PER_HOUR = 30;

/**
 * A transfer to another Veil wallet, by its holder's phone number: instant and free, one ledger entry from the
 * sender's wallet to the recipient's, under both wallets' locks, with the sender's daily limit and balance
 * checked and the key claimed by send_money as for any transfer. The recipient's side is a Received transaction
 * of its own (its own reference, "Received from a Veil user", never the sender's name or number), linked to the
 * sender's for support; a credit the recipient's tier cannot hold is held, as a deposit would be, so the sender
 * learns nothing of the recipient's balance. Nothing is asked of a bank, so nothing waits.
 */
export async function sendToVeilWallet(
  deps: TransferDeps,
  sender: AuthUser,
  input: TransferInput,
  claim: Claim,
): Promise<{ transactionId: number }> {
  const { db } = deps;
  const at = deps.now?.() ?? new Date();
  const read = readRecipient(input, VEIL_WALLETS);
  if ("issue" in read) throw new ApiError("bad_request", read.issue.message);
  const amountKobo = toKobo(input.amount);
  // A retry of a send that went through is answered by send_money from its key (after the money moved, the
  // limit and balance below may no longer allow it, and it must not be refused); only a new send is checked.
  if (!(claim.key && (await keyTaken(db, claim.key)))) {
    // What the sender could not send anyway is refused before the number is looked up, in send_money's own
    // words, so the answer never differs between a number with a wallet and one without.
    await refuseBeyondSender(db, sender.id, amountKobo, lagosDay(at));
    // A risky send asks the scam check as a bank transfer does; it does not wait, since Veil holds both wallets
    // and can stop a reported one itself (docs/decisions/send-protection.md).
    const send = { bank: VEIL_WALLETS.name, accountNumber: read.accountNumber, amountKobo };
    const risk = await assessSend(db, sender.id, { ...send, canWait: false }, at);
    // (What the sender could not send was refused just above.)
    await requireScamCheck(db, sender.id, risk, { ...send, key: claim.key?.key ?? null }, input.scamCheck, () =>
      Promise.resolve(),
    );
    await spendHourly(db, [{ bucket: `veil-lookups:user:${sender.id}`, max: VEIL_LOOKUPS_PER_HOUR }]);
  }
  const recipient = await db.user.findUnique({
    where: { phoneNumber: `+234${read.accountNumber}` },
    select: { id: true, wallet: { select: { ledgerAccountId: true } } },
  });
  if (recipient?.id === sender.id) throw new ApiError("unprocessable", NOT_TO_YOURSELF);
  if (!recipient?.wallet || (await closureOf(db, recipient.id))) {
    await spendHourly(db, [{ bucket: `veil-misses:user:${sender.id}`, max: VEIL_MISSES_PER_HOUR }]);
    throw new ApiError("unprocessable", NO_VEIL_WALLET);
  }
  const wallet = recipient.wallet;
  const tier = await userTier(db, recipient.id);
  const transactionId = await db.$transaction(async (tx) => {
    // The session before the wallets, as send_money takes them: a freeze under way waits or is waited for.
    await holdSession(tx, sender);
    // Both wallets, in one order for every transfer, so two people paying each other at once cannot deadlock.
    await tx.$queryRaw`
      SELECT 1 FROM "wallets" WHERE "user_id" IN (${sender.id}::uuid, ${recipient.id}::uuid)
       ORDER BY "user_id" FOR UPDATE`;
    // A closure asked for since the check above (it takes this lock too): refused as if no wallet, nothing moved.
    if (await closureOf(tx, recipient.id)) throw new ApiError("unprocessable", NO_VEIL_WALLET);
    const held = !(await walletCanTake(tx, recipient.id, tier, amountKobo));
    const sent = await sendToWallet(tx, sender, {
      key: claim.key,
      day: lagosDay(at),
      amountKobo,
      feeKobo: 0n,
      description: input.description || null,
      recipient: {
        name: phoneWritten(read.accountNumber),
        accountNumber: read.accountNumber,
        bank: VEIL_WALLETS.name,
        bankCode: VEIL_WALLETS.slug,
      },
      reference: newTransactionReference(),
      provider: "veil",
      narration: "",
      at,
      creditAccountId: held ? systemAccountId("heldDeposits") : wallet.ledgerAccountId,
    });
    await tx.transaction.create({
      data: {
        userId: recipient.id,
        transactionType: "RECEIVE",
        amount: koboToDecimalString(amountKobo),
        status: held ? "HELD" : "COMPLETED",
        transactionReference: newTransactionReference(),
        transactionDate: at,
        recipientBank: VEIL_WALLETS.name,
        fromTransactionId: sent,
        failure: held ? [heldDepositMessage(amountKobo, tier)] : undefined,
      },
    });
    return sent;
  }, MONEY_TX);
  return { transactionId };
}
