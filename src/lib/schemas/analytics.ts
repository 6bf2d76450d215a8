import * as z from "./zod";
import { ANALYTICS_EVENT_NAMES, ANALYTICS_ROUTES, DEVICE_ID_PATTERN } from "@/lib/analytics/events";

/** POST /api/analytics: one event from one browser; only names and routes from the closed lists. */
export const analyticsEventSchema = z.strictObject({
  deviceId: z.string().check(z.regex(DEVICE_ID_PATTERN, { error: "The device id is not valid." })),
  name: z.enum(ANALYTICS_EVENT_NAMES as [string, ...string[]], { error: "This event is not recorded." }),
  route: z.enum(ANALYTICS_ROUTES, { error: "This screen is not recorded." }),
});

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
