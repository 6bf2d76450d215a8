// GET /api/cron/jobs - the scheduler (Vercel Cron) runs the due background jobs within the function's time limit
import { db } from "@/server/db";
import { env } from "@/env";
import { serverToServerRoute } from "@/server/web";
import { ApiError, CRON_SWITCHED_OFF, isCronRequest, drainDueJobs } from "@/server/platform";
import { JOBS } from "@/server/jobs";
import { phrase } from "@/i18n/phrase";

export const dynamic = "force-dynamic";
/** Vercel's limit for this function; the drain stops taking work at DRAIN_BUDGET_MS to finish inside it. */
export const maxDuration = 60;
const DRAIN_BUDGET_MS = 45_000;

export const GET = serverToServerRoute(async (request) => {
  const secret = env().CRON_SECRET;
  if (!secret) return Response.json({ message: CRON_SWITCHED_OFF }, { status: 503 });
  if (!isCronRequest(request.headers.get("authorization"), secret)) {
    throw new ApiError("unauthorized", phrase("serverErrors.schedulerOnly"));
  }
  return { data: await drainDueJobs(db, JOBS, { budgetMs: DRAIN_BUDGET_MS }) };
});
