// GET /api/identity - the signed-in person's tier, its limits, what is used today, proofs and the next tier's needs
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { statusAnswer } from "@/server/identity";

export const GET = userRoute(async (_request, user) => statusAnswer(db, user.id, user.appearance.language));
