import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";
import type { JobContext } from "@/server/platform/jobs/job";
import { deleteInBatches } from "@/server/platform/jobs/sweeps/delete-in-batches";

/** Usage events are kept thirteen months: a year to compare with the one before, and a month's margin. */
export const KEEP_ANALYTICS_MONTHS = 13;

/** The "sweep-analytics-events" job: deletes usage events older than thirteen months, in short batches. */
export async function sweepAnalyticsEvents(db: Database, context: JobContext): Promise<number> {
  return deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM analytics_events WHERE id IN
        (SELECT id FROM analytics_events
          WHERE occurred_at < now() - make_interval(months => ${KEEP_ANALYTICS_MONTHS}::int) LIMIT ${limit})`,
  );
}
