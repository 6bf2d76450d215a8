// POST /api/analytics - one usage event (a page view or a flow step) while the person's Usage analytics is on
import { analyticsEventSchema } from "@/lib/schemas/analytics";
import { userRoute } from "@/server/web";
import { readBody, recordAnalyticsEvent } from "@/server/platform";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const event = await readBody(request, analyticsEventSchema);
  await recordAnalyticsEvent(db, user, event);
  return new Response(null, { status: 204 });
});
