import "server-only";
import type { Database } from "@/server/prisma-client";
import { cardsProvider } from "@/server/providers/cards";
import { reconcilePendingTopUps } from "./refresh-top-up";

export const RECONCILE_EVERY_MS = 15_000;

/** Settles top-ups whose charge outcome is unknown every 15 seconds, for as long as the server runs. */
export function startTopUpReconciler(db: Database): void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await reconcilePendingTopUps(db, cardsProvider());
    } catch (error) {
      console.error("Top-up reconciliation failed:", error instanceof Error ? error.message : String(error));
    } finally {
      running = false;
    }
  }, RECONCILE_EVERY_MS);
  timer.unref();
}
