// GET /api/banks - the banks a transfer can go to, as the send screen lists and checks them
import type { BankChoice } from "@/lib/banks";
import { activeBanks } from "@/server/money";
import { db } from "@/server/db";
import { userRoute } from "@/server/web";

export const GET = userRoute(async () => {
  const banks: BankChoice[] = (await activeBanks(db)).map(({ name, slug, nubanCode, phoneNumbers }) => ({
    name,
    slug,
    nubanCode,
    phoneNumbers,
  }));
  // The list changes once a day; the browser may keep it for an hour.
  return Response.json({ data: { banks } }, { headers: { "Cache-Control": "private, max-age=3600" } });
});
