// POST /api/wallet/create - onboarding step 3: create the account and wallet, and sign the user in
import { walletSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { onboardingFrom } from "@/server/http/onboarding-response";
import { signedInResponse } from "@/server/http/session-response";
import { createWallet } from "@/server/identity/onboarding-service";
import { toSessionUser } from "@/lib/session-user";
import { limitWalletCreation } from "@/server/rate-limit/lookup-limits";
import { db } from "@/server/db";
import { requestVirtualAccountAfterSignUp } from "@/server/funding-accounts/request-after-sign-up";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, walletSchema);
  await limitWalletCreation(db, request);
  const user = await createWallet(db, onboardingFrom(request), input);
  requestVirtualAccountAfterSignUp(db, user.id);
  return signedInResponse({ data: { user: toSessionUser(user), walletId: user.walletId } }, user, request);
});
