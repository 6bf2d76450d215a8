import * as z from "./zod";
import { ANALYTICS_EVENT_NAMES, ANALYTICS_ROUTES, DEVICE_ID_PATTERN } from "@/lib/analytics/events";
import { phraseText } from "@/i18n/phrase";

/** POST /api/analytics: one event from one browser; only names and routes from the closed lists. */
export const analyticsEventSchema = z.strictObject({
  deviceId: z.string().check(z.regex(DEVICE_ID_PATTERN, { error: phraseText("validation.analyticsDevice") })),
  name: z.enum(ANALYTICS_EVENT_NAMES as [string, ...string[]], { error: phraseText("validation.analyticsEvent") }),
  route: z.enum(ANALYTICS_ROUTES, { error: phraseText("validation.analyticsScreen") }),
});

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
