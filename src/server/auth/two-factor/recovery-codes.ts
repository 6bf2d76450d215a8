import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { env } from "@/env";
import { derivedMacKey, type Database, type Tx } from "@/server/platform";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper is read right. 31 symbols, 10 of them: about 50 bits each. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** "xxxxx-xxxxx" */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a person typed, as it was issued: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(code: string): string | null {
  const chars = code.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z0-9]{10}$/.test(chars) ? `${chars.slice(0, 5)}-${chars.slice(5)}` : null;
}

/** A keyed hash, per account: a copy of the table gives no code, and a code of one account fits no other. */
export function recoveryCodeHash(userId: string, code: string): string {
  return createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, "veil recovery code"))
    .update(`${userId}\0${code}`)
    .digest("hex");
}

/** Replaces the account's recovery codes with ten new ones, answered once and never stored as they are. */
export async function issueRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code) })),
  });
  return codes;
}

/** Uses one recovery code up when it is the account's and unused; of two parallel uses, one wins. */
export async function useRecoveryCode(db: Database | Tx, userId: string, typed: string): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return false;
  const used = await db.recoveryCode.updateMany({
    where: { userId, codeHash: recoveryCodeHash(userId, code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}

export async function recoveryCodesLeft(db: Database | Tx, userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}
