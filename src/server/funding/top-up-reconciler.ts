import "server-only";
import type { Database } from "@/server/prisma-client";
import { startReconciler } from "@/server/jobs/reconciler";
import { cardsProvider } from "@/server/providers/cards";
import { reconcilePendingTopUps } from "./refresh-top-up";

export const RECONCILE_EVERY_MS = 15_000;

/** Settles top-ups whose charge outcome is unknown every 15 seconds, for as long as the server runs. */
export function startTopUpReconciler(db: Database): void {
  startReconciler("Top-up", RECONCILE_EVERY_MS, () => reconcilePendingTopUps(db, cardsProvider()));
}
