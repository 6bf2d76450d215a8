// POST /api/identity/address - "Raise your limits" with an address: multipart/form-data with street, city, state,
// consent and an optional utilityBill JPEG -> the identity status (the address may be pending)
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { upgradeAddress } from "@/server/identity/upgrades/address-upgrade";
import { readAddressForm } from "@/server/identity/upgrades/read-address-form";
import { consentClient } from "@/server/http/consent-client";
import { statusAnswer } from "@/server/identity/upgrades/upgrade-answer";

export const POST = userRoute(async (request, user) => {
  const { input, bill } = await readAddressForm(request);
  await upgradeAddress(db, user.id, input, bill, await consentClient(request, input.consentLanguage));
  return statusAnswer(db, user.id);
});
