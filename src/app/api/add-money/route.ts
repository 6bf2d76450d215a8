// POST /api/add-money - add money to the wallet by card, typed or saved (Idempotency-Key and transactionPin required)
import { addMoneyRequestSchema } from "@/lib/schemas/add-money";
import { db } from "@/server/db";
import { answerResponse, pinRoute } from "@/server/web";
import { idempotent } from "@/server/platform";
import { cardsProvider } from "@/server/vendors";
import { addMoney, settledFundingAnswer } from "@/server/money";

export const POST = pinRoute(addMoneyRequestSchema, async (request, user, { input, key }) => {
  const deps = { db, cards: cardsProvider(db) };
  const answer = await idempotent(
    db,
    { userId: user.id, key, path: "/api/add-money", body: input },
    {
      run: (claim) => addMoney(deps, user, input, claim),
      recover: (transactionId) => settledFundingAnswer(db, deps.cards, transactionId),
    },
  );
  // A retry of a top-up that answered pending asks the acquirer again, so it settles without a reconciler. One
  // waiting for the person's PIN, OTP or bank page has nothing to ask yet.
  const pending =
    answer.status === 202 && !answer.body.action
      ? (answer.body.data as { transaction?: { id?: number } })?.transaction?.id
      : undefined;
  if (pending !== undefined) {
    const settled = await settledFundingAnswer(db, deps.cards, pending);
    return answerResponse(request, settled);
  }
  return answerResponse(request, answer);
});
