// POST /api/identity/selfie - "Raise your limits" with a selfie: the JPEG itself (image/jpeg, at most 1 MB)
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readImage } from "@/server/platform";
import { upgradeSelfie, statusAnswer } from "@/server/identity";

export const POST = userRoute(async (request, user) => {
  const image = await readImage(request);
  await upgradeSelfie(db, user.id, image);
  return statusAnswer(db, user.id, user.appearance.language);
});
