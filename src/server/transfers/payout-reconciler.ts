import "server-only";
import type { Database } from "@/server/prisma-client";
import { payoutsProvider } from "@/server/providers/payouts";
import { reconcilePendingPayouts } from "./refresh-payout";

export const RECONCILE_EVERY_MS = 15_000;

/** Asks the provider about pending payouts every 15 seconds, for as long as the server runs. */
export function startPayoutReconciler(db: Database): void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await reconcilePendingPayouts(db, payoutsProvider());
    } catch (error) {
      console.error("Payout reconciliation failed:", error instanceof Error ? error.message : String(error));
    } finally {
      running = false;
    }
  }, RECONCILE_EVERY_MS);
  timer.unref();
}
