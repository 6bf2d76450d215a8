import bcrypt from "bcryptjs";

/** bcrypt's cost: 2^12 rounds, about a quarter of a second per hash on a server core. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when the phone number has no account, so that an unknown number takes as long as a wrong
 * password and the two cannot be told apart by timing. It is the hash of a random string nobody knows.
 */
export const UNKNOWN_USER_HASH = "$2b$12$g0Ss83CpJCaStIowHwS.J.nYBrpcp.Zw3kFhtKXx3r340E7VDxgf6";
