import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { type Database, cookieOptions, secureCookies } from "@/server/platform";

// Google's answer arrives at next-auth's callback; Veil's own sign-in (its session, device, two-factor) is made
// by /api/auth/google/finish. This one-minute, one-use ticket carries the decision between the two.
const TICKET_TTL_MS = 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueSignInTicket(db: Database, userId: string, provider: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.oAuthSignIn.create({
    data: { tokenHash: hash(token), userId, provider, expiresAt: new Date(Date.now() + TICKET_TTL_MS) },
  });
  return token;
}

/** The ticket's user, once: a second use, an expired or unknown ticket answers null. */
export async function redeemSignInTicket(db: Database, token: string | null): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    UPDATE oauth_sign_ins SET used_at = now()
     WHERE token_hash = ${hash(token)} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`;
  return rows[0]?.user_id ?? null;
}

/**
 * The ticket travels from next-auth's callback to the finish route in a cookie of this browser, never in a
 * URL: a link to the finish route cannot sign someone else's browser in to the wrong wallet.
 */
export function signInTicketCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-google-sign-in`;
}

export function signInTicketCookie(token: string) {
  return {
    name: signInTicketCookieName(),
    value: token,
    options: { ...cookieOptions(TICKET_TTL_MS / 1000), path: "/api/auth/google" },
  };
}
