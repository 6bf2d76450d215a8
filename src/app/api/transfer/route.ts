// POST /api/transfer - send money to a bank account, privately (Idempotency-Key and transactionPin required)
import { transferSchema } from "@/lib/schemas/transfer";
import { db } from "@/server/db";
import { answerResponse, pinRoute } from "@/server/web";
import { idempotent } from "@/server/platform";
import { payoutsProvider } from "@/server/vendors";
import { sendMoney, transferAnswer } from "@/server/money";
import { limitNameEnquiry } from "@/server/identity";

// The PIN's statement has checked the session and the PIN (pinRoute); send_money checks the session again in
// the statement that moves the money, so a sign-out or a freeze meanwhile either waits for it or refuses it. A
// retry with a completed key still needs the PIN.
export const POST = pinRoute(transferSchema, async (request, user, { input, key }) => {
  // A payee check tells whether an account is a name: it is counted as a name enquiry is (not the usual transfer's
  // round trip: only one that names its payee pays it).
  if (input.payeeName) await limitNameEnquiry(db, request, user.id);
  const deps = { db, payouts: payoutsProvider(db) };
  const answer = await idempotent(
    db,
    { userId: user.id, key, path: "/api/transfer", body: input },
    {
      claimsInItsStatement: true,
      run: (claim) => sendMoney(deps, user, input, claim),
      recover: (transactionId) => transferAnswer(db, transactionId),
    },
  );
  return answerResponse(request, answer);
});
