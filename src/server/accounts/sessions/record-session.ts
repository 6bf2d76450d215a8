import "server-only";
import type { Database } from "@/server/prisma-client";
import { clientIp, deployment } from "@/server/http/client-ip";
import { queueSecurityAlert } from "@/server/messages/security-alerts";
import { describeDevice, USER_AGENT_MAX_LENGTH } from "./describe-device";
import { approximatePlace } from "./approximate-place";

export type SignIn = {
  userId: string;
  /** The user's session version now: the session is live while it stays the user's. */
  sessionVersion: number;
  /** The request that signs in: its user agent, address and (on Vercel) place are kept with the session. */
  headers: Headers;
  /** The browser's device cookie id for this account, when it has one (logins only). */
  deviceId: string | null;
  /** A login from a browser without this account's device cookie: the owner is told, by SMS and email. */
  newDevice: boolean;
};

/**
 * Records a signed-in session and answers its id, which the session token carries. In the same transaction:
 * rows left from a version the user has moved past (a password change, a reset) are marked ended, and a login
 * from a new device queues the "new-device-login" alert, so the alert exists exactly when the session does.
 */
export async function recordSession(db: Database, signIn: SignIn): Promise<string> {
  const userAgent = (signIn.headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX_LENGTH);
  const device = describeDevice(userAgent);
  const trust = deployment();
  return db.$transaction(async (tx) => {
    await tx.userSession.updateMany({
      where: { userId: signIn.userId, endedAt: null, sessionVersion: { lt: signIn.sessionVersion } },
      data: { endedAt: new Date() },
    });
    const session = await tx.userSession.create({
      data: {
        userId: signIn.userId,
        sessionVersion: signIn.sessionVersion,
        device,
        userAgent,
        ipAddress: clientIp(signIn.headers, trust),
        place: approximatePlace(signIn.headers, trust.vercel),
        deviceId: signIn.deviceId,
      },
      select: { id: true },
    });
    if (signIn.newDevice) await queueSecurityAlert(tx, signIn.userId, "new-device-login", { device });
    return session.id;
  });
}
