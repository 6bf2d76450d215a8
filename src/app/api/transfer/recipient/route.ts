// POST /api/transfer/recipient - name enquiry: the account holder's name for an account number and bank
import { recipientSchema } from "@/lib/schemas/transfer";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { payoutsProvider } from "@/server/providers/payouts";
import { resolveRecipient } from "@/server/transfers/name-enquiry";

export const POST = userRoute(async (request) => {
  const input = await readBody(request, recipientSchema);
  const { accountName } = await resolveRecipient(payoutsProvider(), input);
  return {
    data: { accountName, recipientAccountNumber: input.recipientAccountNumber, recipientBank: input.recipientBank },
  };
});
