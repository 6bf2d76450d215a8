// POST /api/transfer - send money to a bank account, privately (Idempotency-Key required)
import { transferSchema } from "@/lib/schemas/transfer";
import { db } from "@/server/db";
import { sessionRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { idempotencyKeyFrom, idempotent } from "@/server/idempotency/idempotency";
import { payoutsProvider } from "@/server/providers/payouts";
import { sendMoney, sendMoneyClaiming, transferAnswer } from "@/server/transfers/send-money";

// The session is checked by send_money itself (sessionRoute says why). idempotent() tries claimAndRun first,
// and reaches `run` or `recover`, or a stored answer, only when that statement found the key taken: after it
// had checked the session, which it does before anything else.
export const POST = sessionRoute(async (request, session) => {
  const key = idempotencyKeyFrom(request);
  const input = await readBody(request, transferSchema);
  const deps = { db, payouts: payoutsProvider() };
  const answer = await idempotent(
    db,
    { userId: session.id, key, path: "/api/transfer", body: input },
    {
      claimAndRun: (toClaim) => sendMoneyClaiming(deps, session, input, toClaim),
      run: (claim) => sendMoney(deps, session, input, claim),
      recover: (transactionId) => transferAnswer(db, transactionId),
    },
  );
  return Response.json(answer.body, { status: answer.status });
});
