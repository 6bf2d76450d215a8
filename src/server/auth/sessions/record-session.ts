import "server-only";
import { randomUUID } from "node:crypto";
import { type Database, clientIp, deployment } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { describeDevice, USER_AGENT_MAX_LENGTH } from "./describe-device";
import { approximatePlace } from "./approximate-place";
import type { SigningIn } from "../current-user";

/**
 * Records a signed-in session and answers its id, which the session token carries, and the login's device id
 * (the browser's, or a new one for a browser without this account's device cookie; none for other sign-ins).
 * `headers` are the signing-in request's: its user agent, address and (on Vercel) place are kept with the
 * session. In the same transaction: rows left from a version the user has moved past (a password change, a
 * reset) are marked ended, and a login from a new device queues the "new-device-login" alert, so the alert
 * exists exactly when the session does.
 */
export async function recordSession(
  db: Database,
  user: SigningIn,
  headers: Headers,
): Promise<{ sessionId: string; deviceId: string | null }> {
  const deviceId = user.phoneNumber ? (user.deviceId ?? randomUUID()) : null;
  const userAgent = (headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX_LENGTH);
  const device = describeDevice(userAgent);
  const trust = deployment();
  return db.$transaction(async (tx) => {
    await tx.userSession.updateMany({
      where: { userId: user.id, endedAt: null, sessionVersion: { lt: user.sessionVersion } },
      data: { endedAt: new Date() },
    });
    const session = await tx.userSession.create({
      data: {
        userId: user.id,
        sessionVersion: user.sessionVersion,
        device,
        userAgent,
        ipAddress: clientIp(headers, trust),
        place: approximatePlace(headers, trust.vercel),
        deviceId,
      },
      select: { id: true },
    });
    // A login from a browser without this account's device cookie: the owner is told, by SMS and email.
    if (user.deviceId === null) await queueSecurityAlert(tx, user.id, "new-device-login", { device });
    return { sessionId: session.id, deviceId };
  });
}
