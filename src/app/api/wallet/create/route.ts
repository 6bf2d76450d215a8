// POST /api/wallet/create - onboarding step 3: create the account and wallet, and sign the user in
import { walletSchema } from "@/lib/schemas/onboarding";
import { publicRoute, signedInResponse, signedOutLanguage } from "@/server/web";
import { readBody } from "@/server/platform";
import { onboardingFrom, createWallet, limitWalletCreation } from "@/server/identity";
import { toSessionUser } from "@/lib/session-user";
import { db } from "@/server/db";
import { requestVirtualAccountAfterSignUp } from "@/server/money";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, walletSchema);
  await limitWalletCreation(db, request);
  const user = await createWallet(db, onboardingFrom(request), input, signedOutLanguage());
  requestVirtualAccountAfterSignUp(db, user.id);
  return signedInResponse({ data: { user: toSessionUser(user), walletId: user.walletId } }, user, request);
});
