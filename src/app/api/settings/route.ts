// GET /api/settings - the signed-in user's settings; PATCH /api/settings - change some of them
import { NextResponse } from "next/server";
import { settingsPatchSchema } from "@/lib/schemas/settings";
import { userRoute } from "@/server/web";
import { readBody, rememberLanguage } from "@/server/platform";
import { readSettings, updateSettings } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => ({ data: { settings: await readSettings(db, user.id) } }));

export const PATCH = userRoute(async (request, user) => {
  const patch = await readBody(request, settingsPatchSchema);
  const settings = await updateSettings(db, user.id, patch);
  const response = NextResponse.json({ data: { settings } });
  return patch.language ? rememberLanguage(response, patch.language) : response;
});
