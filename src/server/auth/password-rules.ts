import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/server/platform";
import { PASSWORD_HAS_PHONE, PASSWORD_TOO_COMMON } from "@/lib/password-rules";

// One rule for every new password (wallet creation, password change, password reset), on the server: the
// length and byte limits are the schema's (src/lib/schemas/password.ts); these need the account and the list.

/** data/common-passwords.txt, shipped beside the server (next.config.ts traces it into the deployment). */
export const COMMON_PASSWORDS_FILE = path.join(process.cwd(), "data", "common-passwords.txt");

let common: Set<string> | undefined;

/** The list, read once per server process, lower-cased: a guesser tries "Password1" as soon as "password1". */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Whether the password holds the number's ten digits (so 0803..., 234803..., +234 803 ... too), counting its
 * digits only: "0803-123-4567" is the number as much as "08031234567" is.
 */
export function containsPhoneNumber(password: string, phoneNumber: string): boolean {
  const tenDigits = phoneNumber.replace(/\D/g, "").slice(-10);
  return tenDigits.length === 10 && password.replace(/\D/g, "").includes(tenDigits);
}

/** Refuses (422, with the reason) a new password that is common or holds the account's phone number. */
export function checkNewPassword(password: string, phoneNumber: string): void {
  if (isCommonPassword(password)) throw new ApiError("unprocessable", PASSWORD_TOO_COMMON);
  if (containsPhoneNumber(password, phoneNumber)) throw new ApiError("unprocessable", PASSWORD_HAS_PHONE);
}
