// GET /api/account/export - download everything Veil holds about the signed-in user, as JSON
import { userRoute } from "@/server/web";
import { personalData } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => {
  const body = JSON.stringify(await personalData(db, user.id), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="veil-personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
