// POST /api/wallet/create - onboarding step 3: create the account and wallet, and sign the user in
import { walletSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { onboardingFrom } from "@/server/http/onboarding-response";
import { signedInResponse } from "@/server/http/session-response";
import { createWallet } from "@/server/identity/onboarding-service";
import { userFromClaims } from "@/server/accounts/account-service";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, walletSchema);
  const created = await createWallet(onboardingFrom(request), input);
  const claims = { sub: created.id, sv: created.sessionVersion };
  return signedInResponse({ data: { user: await userFromClaims(claims), walletId: created.walletId } }, claims);
});
