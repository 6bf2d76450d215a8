import "server-only";
import type { Database } from "@/server/prisma-client";
import { startReconciler } from "@/server/jobs/reconciler";
import { payoutsProvider } from "@/server/providers/payouts";
import { reconcilePendingPayouts } from "./refresh-payout";

export const RECONCILE_EVERY_MS = 15_000;

/** Asks the provider about pending payouts every 15 seconds, for as long as the server runs. */
export function startPayoutReconciler(db: Database): void {
  startReconciler("Payout", RECONCILE_EVERY_MS, () => reconcilePendingPayouts(db, payoutsProvider(db)));
}
