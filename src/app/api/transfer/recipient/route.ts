// POST /api/transfer/recipient - name enquiry: the account holder's name for an account number and bank
// (limited per account and per client: each answer shows a stranger's name)
import { recipientSchema } from "@/lib/schemas/transfer";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { limitNameEnquiry } from "@/server/identity";
import { payoutsProvider } from "@/server/vendors";
import { resolveRecipient } from "@/server/money";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, recipientSchema);
  await limitNameEnquiry(db, request, user.id);
  const { accountName, accountNumber } = await resolveRecipient(db, payoutsProvider(db), input);
  // The number as the bank knows it: a wallet's phone number written 0803 123 4567 answers 8031234567.
  return { data: { accountName, recipientAccountNumber: accountNumber, recipientBank: input.recipientBank } };
});
