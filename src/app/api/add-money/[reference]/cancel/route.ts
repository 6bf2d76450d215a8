// POST /api/add-money/:reference/cancel - the person leaves a card's PIN or OTP step: the top-up is credited if
// the bank approved it after all, and otherwise failed at once (nothing added, nothing kept on the card)
import { db } from "@/server/db";
import { answerResponse, userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { cardsProvider, payoutsProvider } from "@/server/vendors";
import { answerForCardStep, cancelTopUp } from "@/server/money";

export const POST = userRoute(async (request, user, { params }) => {
  const { reference } = await params;
  await readBody(request, emptyBodySchema);
  const answer = await cancelTopUp(db, cardsProvider(db), user.id, String(reference));
  // A card payment for a Card to Account transfer answers the transfer once it is made.
  const deps = { db, payouts: payoutsProvider(db) };
  return answerResponse(request, await answerForCardStep(deps, user.id, String(reference), answer));
});
