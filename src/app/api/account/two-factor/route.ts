// GET /api/account/two-factor - whether two-factor is on, by which method, and how many recovery codes are left
import { userRoute } from "@/server/web";
import { twoFactorStatus } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => ({ data: await twoFactorStatus(db, user) }));
