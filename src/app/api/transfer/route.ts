// POST /api/transfer - send money to a bank account, privately (Idempotency-Key required)
import { transferSchema } from "@/lib/schemas/transfer";
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { idempotencyKeyFrom, idempotent } from "@/server/idempotency/idempotency";
import { payoutsProvider } from "@/server/providers/payouts";
import { sendMoney, sendMoneyClaiming, transferAnswer } from "@/server/transfers/send-money";

export const POST = userRoute(async (request, user) => {
  const key = idempotencyKeyFrom(request);
  const input = await readBody(request, transferSchema);
  const deps = { db, payouts: payoutsProvider() };
  const answer = await idempotent(
    db,
    { userId: user.id, key, path: "/api/transfer", body: input },
    {
      claimAndRun: (toClaim) => sendMoneyClaiming(deps, user, input, toClaim),
      run: (claim) => sendMoney(deps, user, input, claim),
      recover: (transactionId) => transferAnswer(db, transactionId),
    },
  );
  return Response.json(answer.body, { status: answer.status });
});
