import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import { IdentityProviderUnavailableError, type IdentityProvider } from "@/server/identity/ports/identity-provider";
import type { NigerianState } from "@/lib/nigerian-states";
import { lockUser } from "./lock-user";
import { addressVerified } from "./address-upgrade";

const BATCH = 50;

type PendingRow = { id: string; userId: string; verificationData: unknown };

/**
 * The "refresh-address-checks" job: asks the vendor again about each account's pending address check, oldest
 * first, and records what it decided; a verified address becomes the account's and raises its tier at once. A
 * check still pending, or a vendor that cannot be reached, is left for the next run.
 */
export async function refreshAddressChecks(
  db: Database,
  context: JobContext,
  provider: IdentityProvider = identityProvider(),
): Promise<{ asked: number; verified: number; failed: number }> {
  const pending = (await db.kycVerification.findMany({
    where: { verificationType: "ADDRESS", status: "PENDING", userId: { not: null } },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: { id: true, userId: true, verificationData: true },
  })) as PendingRow[];
  const done = { asked: 0, verified: 0, failed: 0 };
  for (const row of pending) {
    if (Date.now() >= context.deadline) break;
    const record = row.verificationData as { reference: string; street: string; city: string; state: NigerianState };
    done.asked += 1;
    let check;
    try {
      check = await provider.addressStatus(record.reference);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) break; // the vendor is down: the next run asks again
      throw error;
    }
    if (check.status === "pending") continue;
    await db.$transaction(async (tx) => {
      await lockUser(tx, row.userId);
      const decided = await tx.kycVerification.updateMany({
        where: { id: row.id, status: "PENDING" },
        data: {
          status: check.status === "verified" ? "VERIFIED" : "FAILED",
          verificationData: {
            ...record,
            decidedAt: new Date().toISOString(),
            ...(check.status === "failed" ? { reason: check.reason } : {}),
          },
        },
      });
      if (decided.count === 0) return; // another run decided it first
      if (check.status === "verified") await addressVerified(tx, row.userId, record);
    });
    done[check.status] += 1;
  }
  return done;
}
