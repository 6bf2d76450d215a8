// POST /api/transfer - send money to a bank account, privately (Idempotency-Key and transactionPin required)
import { transferSchema } from "@/lib/schemas/transfer";
import { withTransactionPin } from "@/lib/schemas/transaction-pin";
import { db } from "@/server/db";
import { answerResponse, sessionRoute } from "@/server/web";
import { readBody, idempotencyKeyFrom, idempotent } from "@/server/platform";
import { payoutsProvider } from "@/server/vendors";
import { sendMoney, transferAnswer } from "@/server/money";
import { requireTransactionPin } from "@/server/auth";
import { limitNameEnquiry } from "@/server/identity";

// The session is checked by the statements themselves: sessionRoute hands the transfer an UnverifiedSession,
// which has no id to read anything with. The PIN's statement checks the session before it looks at the PIN (a
// wrong one is counted only for a current session), and send_money again in the statement that moves the
// money. The PIN is split off the body before the idempotency fingerprint, and a retry with a completed key
// still needs it.
export const POST = sessionRoute(async (request, sender) => {
  const key = idempotencyKeyFrom(request);
  const { transactionPin, input } = await readBody(request, withTransactionPin(transferSchema));
  await sender.checkedInStatement((session) => requireTransactionPin(db, session, transactionPin));
  // A payee check tells whether an account is a name: it is counted as a name enquiry is (not the usual transfer's
  // round trip: only one that names its payee pays it).
  if (input.payeeName) await limitNameEnquiry(db, request, (await sender.verify(db)).id);
  const deps = { db, payouts: payoutsProvider(db) };
  const answer = await idempotent(db, sender.idempotentRequest({ key, path: "/api/transfer", body: input }), {
    claimsInItsStatement: true,
    run: (claim) => sendMoney(deps, sender, input, claim),
    recover: (transactionId) => transferAnswer(db, transactionId),
  });
  return answerResponse(request, answer);
});
