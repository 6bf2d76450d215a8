import "server-only";
import { type Database, isUniqueViolation } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";

/** The providers a wallet can connect (docs/decisions/connected-accounts.md), each offered only where set up. */
export const CONNECTABLE = ["google", "facebook"] as const;
export type ConnectableProvider = (typeof CONNECTABLE)[number];

export function isConnectable(value: unknown): value is ConnectableProvider {
  return (CONNECTABLE as readonly unknown[]).includes(value);
}

/** Who the provider says the person is: its stable subject, and the email it shows them as. */
export type ExternalIdentity = { provider: ConnectableProvider; subject: string; email: string | null };

export type Connection = { provider: ConnectableProvider; email: string | null; connectedAt: string };

export async function listConnections(db: Database, userId: string): Promise<Connection[]> {
  const rows = await db.connectedAccount.findMany({
    where: { userId },
    select: { provider: true, email: true, connectedAt: true },
    orderBy: { connectedAt: "asc" },
  });
  return rows.map((row) => ({
    provider: row.provider as ConnectableProvider,
    email: row.email,
    connectedAt: row.connectedAt.toISOString(),
  }));
}

/**
 * Links the identity to the wallet, replacing an account of the same provider linked before. "taken" when
 * this account already opens another wallet: one Google or Facebook account signs in to one wallet only.
 */
export async function connect(
  db: Database,
  userId: string,
  identity: ExternalIdentity,
): Promise<"connected" | "taken"> {
  try {
    await db.$transaction(async (tx) => {
      await tx.connectedAccount.deleteMany({ where: { userId, provider: identity.provider } });
      await tx.connectedAccount.create({ data: { userId, ...identity } });
      await queueSecurityAlert(tx, userId, `${identity.provider}-connected`);
    });
    return "connected";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/** Unlinks: "Continue with Google" (or Facebook) no longer opens this wallet. False when nothing was linked. */
export async function disconnect(db: Database, userId: string, provider: ConnectableProvider): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.connectedAccount.deleteMany({ where: { userId, provider } });
    if (count > 0) await queueSecurityAlert(tx, userId, `${provider}-disconnected`);
    return count > 0;
  });
}

/** The wallet this identity opens, if any. */
export async function walletOf(db: Database, identity: ExternalIdentity): Promise<string | null> {
  const row = await db.connectedAccount.findUnique({
    where: { provider_subject: { provider: identity.provider, subject: identity.subject } },
    select: { userId: true },
  });
  return row?.userId ?? null;
}
