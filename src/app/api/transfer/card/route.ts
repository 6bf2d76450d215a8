// POST /api/transfer/card - Card to Account: pay a bank account from a card (Idempotency-Key and transactionPin
// required). Answers the transfer, or the card's next step ({ action }) as POST /api/add-money does.
import { cardToAccountSchema } from "@/lib/schemas/card-to-account";
import { db } from "@/server/db";
import { answerResponse, pinRoute } from "@/server/web";
import { idempotent } from "@/server/platform";
import { limitNameEnquiry } from "@/server/identity";
import { cardsProvider, payoutsProvider } from "@/server/vendors";
import { payFromCard, settledCardSendAnswer } from "@/server/money";

export const POST = pinRoute(cardToAccountSchema, async (request, user, { input, key }) => {
  // A payee check tells whether an account is a name: counted as a name enquiry is.
  if (input.payeeName) await limitNameEnquiry(db, request, user.id);
  const deps = { db, cards: cardsProvider(db), payouts: payoutsProvider(db) };
  const answer = await idempotent(
    db,
    { userId: user.id, key, path: "/api/transfer/card", body: input },
    {
      run: (claim) => payFromCard(deps, user, input, claim),
      recover: (topUpId) => settledCardSendAnswer(deps, topUpId),
    },
  );
  return answerResponse(request, answer);
});
