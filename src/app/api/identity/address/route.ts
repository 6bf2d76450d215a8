// POST /api/identity/address - "Raise your limits" with an address: multipart/form-data with street, city, state,
// consent and an optional utilityBill JPEG -> the identity status (the address may be pending)
import { db } from "@/server/db";
import { userRoute, consentClient } from "@/server/web";
import { upgradeAddress, readAddressForm, statusAnswer } from "@/server/identity";

export const POST = userRoute(async (request, user) => {
  const { input, bill } = await readAddressForm(request);
  await upgradeAddress(db, user.id, input, bill, await consentClient(request, input.consentLanguage));
  return statusAnswer(db, user.id, user.appearance.language);
});
