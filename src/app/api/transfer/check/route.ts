// POST /api/transfer/check - before the PIN: whether this send asks the scam check's questions, and whether it
// will wait (cooling-off), so the screen can say so. Asks no bank; the transfer checks the same again.
import { sendCheckSchema } from "@/lib/schemas/transfer";
import { amountKobo } from "@/lib/schemas/amount";
import { readRecipient } from "@/lib/schemas/transfer-rules";
import { isVeilWallets, VEIL_WALLETS } from "@/lib/banks";
import { db } from "@/server/db";
import { ApiError, readBody } from "@/server/platform";
import { userRoute } from "@/server/web";
import { assessSend, bankByName } from "@/server/money";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, sendCheckSchema);
  const veil = isVeilWallets(input.recipientBank);
  const read = readRecipient(input, veil ? VEIL_WALLETS : await bankByName(db, input.recipientBank));
  if ("issue" in read) throw new ApiError("bad_request", read.issue.message);
  const risk = await assessSend(db, user.id, {
    bank: input.recipientBank,
    accountNumber: read.accountNumber,
    amountKobo: amountKobo(input.amount),
    // Veil to Veil does not wait (veil-transfer.ts says why).
    canWait: !veil,
  });
  const coolingOffMinutes = risk.coolingOffMs === null ? null : Math.ceil(risk.coolingOffMs / 60_000);
  const reported = risk.reasons.includes("reported-account");
  return { data: { scamCheck: risk.scamCheck, coolingOffMinutes, reported } };
});
