// POST /api/add-money/:reference/continue - answer what the card's bank asked for ({ pin } | { otp } | { phone }
// | { birthday }) and get the top-up's next state. The value is passed to the card processor, never kept.
import { continueTopUpSchema } from "@/lib/schemas/add-money-steps";
import { db } from "@/server/db";
import { answerResponse, userRoute } from "@/server/web";
import { readBody, spendHourly } from "@/server/platform";
import { cardsProvider, payoutsProvider } from "@/server/vendors";
import { answerForCardStep, continueTopUp } from "@/server/money";

/** Enough for a few top-ups an hour with a mistyped code; a guesser of PINs is stopped long before. */
const STEPS_PER_HOUR = 30;

export const POST = userRoute(async (request, user, { params }) => {
  const { reference } = await params;
  await spendHourly(db, [{ bucket: `top-up-step:${user.id}`, max: STEPS_PER_HOUR }]);
  const input = await readBody(request, continueTopUpSchema);
  const answer = await continueTopUp(db, cardsProvider(db), user.id, String(reference), input);
  // A card payment for a Card to Account transfer answers the transfer once it is made.
  const deps = { db, payouts: payoutsProvider(db) };
  return answerResponse(request, await answerForCardStep(deps, user.id, String(reference), answer));
});
