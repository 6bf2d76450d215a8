// POST /api/identity/selfie - "Raise your limits" with a selfie: the JPEG itself (image/jpeg, at most 1 MB)
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readImage } from "@/server/http/read-image";
import { upgradeSelfie } from "@/server/identity/upgrades/selfie-upgrade";
import { statusAnswer } from "@/server/identity/upgrades/upgrade-answer";

export const POST = userRoute(async (request, user) => {
  const image = await readImage(request);
  await upgradeSelfie(db, user.id, image);
  return statusAnswer(db, user.id);
});
