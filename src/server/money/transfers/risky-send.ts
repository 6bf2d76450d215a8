import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { env } from "@/env";
import { SEND_PROTECTION } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import type { ScamCheckAnswers } from "@/lib/schemas/transfer";
import { phrase } from "@/i18n/phrase";

/**
 * Why a send is risky: a recipient not yet trusted, an account support marked as reported in a fraud case, or a
 * change to the account's security in the last day.
 */
export type RiskReason = "new-recipient" | "reported-account" | RecentSecurityEvent;

/** The security events after which, for a day, a large send asks the scam check (the list). */
const RECENT_SECURITY_EVENTS = [
  "password-reset",
  "password-changed",
  "pin-reset",
  "pin-locked-reset",
  "new-device-login",
  "two-factor-on",
  "two-factor-off",
  "recovery-code-used",
] as const;
type RecentSecurityEvent = (typeof RECENT_SECURITY_EVENTS)[number];

export type SendRisk = {
  /** Ask the two questions before the PIN: the send is refused without their answers. */
  scamCheck: boolean;
  /** A first send to a new recipient this large: it waits this many milliseconds, cancellable; else null. */
  coolingOffMs: number | null;
  reasons: RiskReason[];
};

export const NO_RISK: SendRisk = { scamCheck: false, coolingOffMs: null, reasons: [] };

/** Whether a send is large enough for anything to be asked or to wait: below, nothing is read for it. */
export function mayBeRisky(amountKobo: bigint): boolean {
  const { scamCheckFromKobo, coolingOffFromKobo } = SEND_PROTECTION;
  return amountKobo >= scamCheckFromKobo || amountKobo >= coolingOffFromKobo;
}

export const SCAM_CHECK_NEEDED = phrase("serverErrors.scamCheckNeeded");

/** The cooling-off's wait: the production default, or a test server's shorter one. */
export function coolingOffMs(): number {
  const seconds = env().COOLING_OFF_SECONDS;
  return seconds === undefined ? SEND_PROTECTION.coolingOffMs : seconds * 1000;
}

/**
 * Whether a send is risky, in one query and only for amounts where anything can be asked: a smaller send costs
 * no round trip. A recipient is trusted once it has been a beneficiary, or been paid, for a day; a first send is
 * the first this large to it: "send ₦100 first to test it" is how a scammer's script begins, so a small payment
 * does not spare the large one its wait. An account support marked as reported (a fraud case) is risky however
 * trusted: the person may be the next one being talked into paying it. This is friction against being talked into a payment, not a money rule:
 * it is read before send_money's lock, and two first sends at once both wait.
 */
export async function assessSend(
  db: Database,
  userId: string,
  send: { bank: string; accountNumber: string; amountKobo: bigint; canWait: boolean },
  at: Date = new Date(),
): Promise<SendRisk> {
  const { scamCheckFromKobo, coolingOffFromKobo, newRecipientMs, recentSecurityMs } = SEND_PROTECTION;
  if (!mayBeRisky(send.amountKobo)) return NO_RISK;
  const trustedBefore = new Date(at.getTime() - newRecipientMs);
  const [row] = await db.$queryRaw<{ trusted: boolean; paid: boolean; reported: boolean; events: string[] }[]>`
    SELECT EXISTS (SELECT 1 FROM beneficiaries
                    WHERE user_id = ${userId}::uuid AND bank = ${send.bank}
                      AND account_number = ${send.accountNumber} AND created_at <= ${trustedBefore})
        OR EXISTS (SELECT 1 FROM transactions
                    WHERE user_id = ${userId}::uuid AND transaction_type = 'SEND' AND status = 'COMPLETED'
                      AND recipient_bank = ${send.bank} AND recipient_account_number = ${send.accountNumber}
                      AND transaction_date <= ${trustedBefore}) AS trusted,
           EXISTS (SELECT 1 FROM transactions
                    WHERE user_id = ${userId}::uuid AND transaction_type = 'SEND' AND status = 'COMPLETED'
                      AND recipient_bank = ${send.bank} AND recipient_account_number = ${send.accountNumber}
                      AND amount >= ${koboToDecimalString(coolingOffFromKobo)}::numeric) AS paid,
           EXISTS (SELECT 1 FROM reported_accounts r
                    WHERE r.account_number = ${send.accountNumber}
                      AND (r.bank_code = ${send.bank}
                           OR r.bank_code IN (SELECT vendor_code FROM banks WHERE name = ${send.bank}))) AS reported,
           ARRAY(SELECT DISTINCT event FROM security_events
                  WHERE user_id = ${userId}::uuid AND at > ${new Date(at.getTime() - recentSecurityMs)}
                    AND event = ANY(${[...RECENT_SECURITY_EVENTS]}::text[])
                  ORDER BY event) AS events`;
  const reasons: RiskReason[] = [
    ...(row!.trusted ? [] : ["new-recipient" as const]),
    ...(row!.reported ? ["reported-account" as const] : []),
    ...(row!.events as RecentSecurityEvent[]),
  ];
  return {
    scamCheck: send.amountKobo >= scamCheckFromKobo && reasons.length > 0,
    coolingOffMs:
      send.canWait && send.amountKobo >= coolingOffFromKobo && !row!.trusted && !row!.paid ? coolingOffMs() : null,
    reasons,
  };
}

/**
 * A risky send goes only with the scam check's answers, which are kept with why it was risky (once per request:
 * a retry with the same key records nothing more). Going on after a yes is the person's choice, and recorded.
 * Unanswered, a send that could not go anyway is refused for that first (`cannotGo` throws its refusal): nobody
 * is asked questions about a payment that cannot be made.
 */
export async function requireScamCheck(
  db: Database,
  userId: string,
  risk: SendRisk,
  send: { bank: string; accountNumber: string; amountKobo: bigint; key: string | null },
  answers: ScamCheckAnswers | undefined,
  cannotGo: () => Promise<void>,
): Promise<void> {
  if (!risk.scamCheck) return;
  if (!answers) {
    await cannotGo();
    throw new ApiError("unprocessable", SCAM_CHECK_NEEDED);
  }
  await db.$executeRaw`
    INSERT INTO scam_checks (id, user_id, idempotency_key, recipient_bank, recipient_account_number, amount,
                             reasons, asked_by_someone, promised_something)
    VALUES (gen_random_uuid(), ${userId}::uuid, ${send.key}, ${send.bank}, ${send.accountNumber},
            ${koboToDecimalString(send.amountKobo)}::numeric, ${risk.reasons}::text[], ${answers.askedBySomeone},
            ${answers.promisedSomething})
    ON CONFLICT (user_id, idempotency_key) DO NOTHING`;
}
