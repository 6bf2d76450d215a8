import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { derivedMacKey, type Database, type Tx } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { enqueueMessage, recipientLanguage } from "@/server/notify";
import { phrase, type Phrase } from "@/i18n/phrase";

/** What a code is for: a code for one purpose never opens another. */
export type CodePurpose = "login" | "password-reset" | "pin-reset" | "two-factor-sms-setup" | (string & {});

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: "wrong"; triesLeft: number; message: Phrase }
  | { ok: false; reason: "expired" | "used-up" | "none"; message: Phrase };

export const CODE_WRONG = (triesLeft: number) => phrase("serverErrors.codeWrong", { triesLeft });
export const CODE_EXPIRED = phrase("serverErrors.codeExpired");
export const CODE_USED_UP = phrase("serverErrors.codeUsedUp");
export const CODE_NONE = phrase("serverErrors.codeNone");

function codeHash(subject: string, purpose: string, code: string): string {
  return createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, "one-time-code"))
    .update(`${subject}\0${purpose}\0${code}`)
    .digest("hex");
}

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** What a code is for, as its SMS says it (outbox.code.purpose); other purposes send the plain text. */
const CODE_PURPOSE = {
  login: "login",
  "password-reset": "passwordReset",
  "pin-reset": "pinReset",
  "two-factor-sms-setup": "twoFactorSetup",
  "two-factor-confirm": "twoFactorConfirm",
  "identity-lookup": "identityLookup",
  "support-contact": "supportContact",
  freeze: "freeze",
  unfreeze: "unfreeze",
} as const;

/** The SMS that carries a code, in its recipient's language. */
export function codeText(purpose: CodePurpose, code: string, language: Language): string {
  const t = translator(language);
  const what = CODE_PURPOSE[purpose as keyof typeof CODE_PURPOSE];
  return what
    ? t("outbox.code.withPurpose", { purpose: t(`outbox.code.purpose.${what}`), code })
    : t("outbox.code.plain", { code });
}

/**
 * Creates a code for `subject` and `purpose` (replacing any earlier one, whose tries end with it) and queues
 * the SMS that carries it, in the caller's transaction. The code itself is never stored or logged. Answers the
 * outbox message's id, whose delivery a screen can follow.
 */
export async function sendCode(
  tx: Tx | Database,
  {
    subject,
    purpose,
    phoneNumber,
    userId,
  }: { subject: string; purpose: CodePurpose; phoneNumber: string; userId?: string },
): Promise<string> {
  const code = newCode();
  const data = {
    codeHash: codeHash(subject, purpose, code),
    attempts: 0,
    usedAt: null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  };
  await tx.oneTimeCode.upsert({
    where: { subject_purpose: { subject, purpose } },
    create: { subject, purpose, ...data },
    update: { ...data, createdAt: new Date() },
  });
  return enqueueMessage(tx, {
    userId: userId ?? null,
    channel: "sms",
    to: phoneNumber,
    text: codeText(purpose, code, await recipientLanguage(tx, userId)),
    kind: `code:${purpose}`,
  });
}

/**
 * Checks a code, counting the try before comparing (one statement), so parallel guesses share the 5 tries.
 * A right code is used up: it never works twice.
 */
export async function checkCode(
  db: Tx | Database,
  { subject, purpose, code }: { subject: string; purpose: CodePurpose; code: string },
): Promise<CodeCheck> {
  const rows = await db.$queryRaw<{ code_hash: string; attempts: number; expired: boolean; used: boolean }[]>`
    UPDATE one_time_codes SET attempts = attempts + 1
     WHERE subject = ${subject} AND purpose = ${purpose}
    RETURNING code_hash, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used`;
  const row = rows[0];
  if (!row || row.used) return { ok: false, reason: "none", message: CODE_NONE };
  if (row.expired) return { ok: false, reason: "expired", message: CODE_EXPIRED };
  if (row.attempts > CODE_MAX_TRIES) return { ok: false, reason: "used-up", message: CODE_USED_UP };
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(codeHash(subject, purpose, code.trim()), "hex");
  if (!timingSafeEqual(expected, given)) {
    const triesLeft = CODE_MAX_TRIES - row.attempts;
    return triesLeft > 0
      ? { ok: false, reason: "wrong", triesLeft, message: CODE_WRONG(triesLeft) }
      : { ok: false, reason: "used-up", message: CODE_USED_UP };
  }
  // Only one of two parallel right answers uses the code.
  const used = await db.oneTimeCode.updateMany({
    where: { subject, purpose, usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1 ? { ok: true } : { ok: false, reason: "none", message: CODE_NONE };
}

/**
 * The id a number with no account carries through a flow that must not say whether it has one (a password
 * reset, signed-out support): a keyed hash of the number, shaped like an account id, so its cookie, its code's
 * row and its counts look and behave like an account's.
 */
export function standInId(flow: string, phoneNumber: string): string {
  const bytes = createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, `veil ${flow} stand-in`))
    .update(phoneNumber)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A code to a phone number, the same work whether or not it has an account: the code's row is written either way
 * (so a guess at it is answered alike) and, for no account, the SMS is queued and taken back in the same
 * transaction. The answer is the message's id, which for no account names a message that never existed.
 */
export async function sendCodeAlike(
  db: Database,
  code: { subjectId: string; purpose: CodePurpose; phoneNumber: string; real: boolean },
): Promise<string> {
  return db.$transaction(async (tx) => {
    const messageId = await sendCode(tx, {
      subject: userSubject(code.subjectId),
      purpose: code.purpose,
      phoneNumber: code.phoneNumber,
      userId: code.real ? code.subjectId : undefined,
    });
    if (!code.real) await tx.outboxMessage.delete({ where: { id: messageId } });
    return messageId;
  });
}

/** The subject of an account's codes. */
export function userSubject(userId: string): string {
  return `user:${userId}`;
}
