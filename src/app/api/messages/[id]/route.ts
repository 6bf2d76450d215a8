// GET /api/messages/:id - the delivery status of a code or alert a screen asked for ("sending", "sent" or
// "failed"), nothing else. Public: the password-reset flow has no session. An unknown id answers "sent".
import { z } from "zod";
import { db } from "@/server/db";
import { ApiError } from "@/server/platform";
import { publicRoute } from "@/server/web";
import { deliveryStatus, limitStatusChecks } from "@/server/notify";
import { phrase } from "@/i18n/phrase";

const messageId = z.uuid();

export const GET = publicRoute(async (request, { params }) => {
  const { id } = await params;
  const parsed = messageId.safeParse(id);
  // The screens only ever hold ids the server gave them; anything else is not a message id at all.
  if (!parsed.success) throw new ApiError("bad_request", phrase("serverErrors.notAMessageId"));
  await limitStatusChecks(db, request);
  return { data: { status: await deliveryStatus(db, parsed.data) } };
});
