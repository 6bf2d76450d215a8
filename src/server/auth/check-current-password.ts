import "server-only";
import { type Database, ApiError, clientIp, readCookie } from "@/server/platform";
import { verifyPassword } from "./password";
import { countedLikeALogin, loginAttemptFrom } from "./login-throttle";
import type { LoginOrigin } from "./authenticate";
import { phrase } from "@/i18n/phrase";

export const WRONG_CURRENT_PASSWORD = phrase("serverErrors.wrongCurrentPassword");

/** Where a request comes from, as the login throttle counts it. */
export function originOf(request: Request): LoginOrigin {
  return { ip: clientIp(request.headers), cookie: (name) => readCookie(request, name) };
}

/**
 * Proves the signed-in person knows the account's password before a security change (password, PIN,
 * two-factor), counted with the account's login failures: a stolen session cannot guess it faster than a login.
 * Throws 422 for a wrong password, 429 with Retry-After when the account's failures are used up.
 */
export async function checkCurrentPassword(
  db: Database,
  user: { id: string; phoneNumber: string; throttleKey: string | null },
  password: string,
  origin: LoginOrigin,
): Promise<void> {
  const right = await countedLikeALogin(db, loginAttemptFrom(user.phoneNumber, origin, user.throttleKey), async () => {
    const { passwordHash } = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    // A signed-in person checking their own password: the owner's lane, ahead of strangers logging in.
    return verifyPassword(password, passwordHash, { lane: "known" });
  });
  if (!right) throw new ApiError("unprocessable", WRONG_CURRENT_PASSWORD);
}
