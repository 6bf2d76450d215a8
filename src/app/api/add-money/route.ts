// POST /api/add-money - add money to the wallet by card (Idempotency-Key required)
import { addMoneySchema } from "@/lib/schemas/add-money";
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { idempotencyKeyFrom, idempotent } from "@/server/idempotency/idempotency";
import { cardsProvider } from "@/server/providers/cards";
import { addMoney, fundingAnswer } from "@/server/funding/add-money";

export const POST = userRoute(async (request, user) => {
  const key = idempotencyKeyFrom(request);
  const input = await readBody(request, addMoneySchema);
  const deps = { db, cards: cardsProvider() };
  const answer = await idempotent(
    db,
    { userId: user.id, key, path: "/api/add-money", body: input },
    {
      run: (claim) => addMoney(deps, user, input, claim),
      recover: (transactionId) => fundingAnswer(db, transactionId),
    },
  );
  return Response.json(answer.body, { status: answer.status });
});
