// PUT /api/language - the footer's language switcher: kept on this browser, and in a signed-in person's settings
import { NextResponse } from "next/server";
import { languageChoiceSchema } from "@/lib/schemas/settings";
import { publicRoute, sessionTokenFrom, userFromSessionToken } from "@/server/web";
import { readBody, rememberLanguage } from "@/server/platform";
import { updateSettings } from "@/server/auth";
import { db } from "@/server/db";

export const PUT = publicRoute(async (request) => {
  const { language } = await readBody(request, languageChoiceSchema);
  const user = await userFromSessionToken(sessionTokenFrom(request));
  if (user) await updateSettings(db, user.id, { language });
  return rememberLanguage(NextResponse.json({ data: { language } }), language);
});
