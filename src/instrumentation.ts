// Runs once when the server boots: a production server with a missing or weak secret, or no database,
// refuses to start and says which variable to set. A long-running server then also reconciles pending
// payouts and card top-ups on a timer; on Vercel, where no process outlives its request, the provider's
// webhook, the screens' status polling and a retry of the top-up settle them instead.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkEnvironmentAtBoot } = await import("@/server/config/boot-check");
  checkEnvironmentAtBoot();
  if (!process.env.VERCEL) {
    const { db } = await import("@/server/db");
    const { startPayoutReconciler } = await import("@/server/transfers/payout-reconciler");
    startPayoutReconciler(db);
    const { startTopUpReconciler } = await import("@/server/funding/top-up-reconciler");
    startTopUpReconciler(db);
  }
}
