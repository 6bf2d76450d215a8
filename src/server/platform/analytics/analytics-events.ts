import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";
import type { AuthUser } from "@/server/auth";
import type { AnalyticsEventInput } from "@/lib/schemas/analytics";
import { ApiError } from "@/server/platform/http/api-error";
import { spendHourly } from "@/server/platform/rate-limit/rate-limit";
import { phrase } from "@/i18n/phrase";

/** Events one account may record in an hour: a person opens a few screens a minute at most. */
export const ANALYTICS_EVENTS_PER_HOUR = 600;

export const ANALYTICS_OFF = phrase("serverErrors.analyticsOff");

/**
 * Stores one usage event for the signed-in person, only while their Usage analytics switch is on: the browser
 * does not send when it is off, and this refuses what it sends anyway (a page opened before the switch moved).
 * The event is only a name and a route pattern from closed lists (the schema), the browser's random id and
 * the time.
 */
export async function recordAnalyticsEvent(db: Database, user: AuthUser, event: AnalyticsEventInput): Promise<void> {
  if (!user.appearance.usageAnalytics) throw new ApiError("forbidden", ANALYTICS_OFF);
  await spendHourly(db, [{ bucket: `analytics:user:${user.id}`, max: ANALYTICS_EVENTS_PER_HOUR }]);
  await db.analyticsEvent.create({
    data: { userId: user.id, deviceId: event.deviceId, name: event.name, route: event.route },
  });
}

/** What was recorded for the account, for the personal-data export: every event, oldest first. */
export async function analyticsEventsOf(db: Database, userId: string) {
  const events = await db.analyticsEvent.findMany({
    where: { userId },
    orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
    select: { name: true, route: true, deviceId: true, occurredAt: true },
  });
  return events;
}
