// Runs once when the server boots: a production server with a missing or weak secret, or no database,
// refuses to start and says which variable to set. A long-running server then also runs the background jobs
// (settling payouts and card charges, the sweeps) on a timer; on Vercel, where no process outlives its
// request, the cron route GET /api/cron/jobs runs them (vercel.json).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkEnvironmentAtBoot } = await import("@/server/boot-check");
  checkEnvironmentAtBoot();
  if (!process.env.VERCEL) {
    const { db } = await import("@/server/db");
    const { startJobWorker } = await import("@/server/platform/jobs/worker");
    startJobWorker(db);
  }
}
