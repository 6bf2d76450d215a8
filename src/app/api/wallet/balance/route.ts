// GET /api/wallet/balance - the signed-in user's balance, as an exact decimal string
import { db } from "@/server/db";
import { userRoute } from "@/server/web";

export const GET = userRoute(async (_request, user) => {
  const wallet = await db.wallet.findUnique({ where: { userId: user.id }, select: { balance: true } });
  return { data: { balance: wallet?.balance.toFixed(2) ?? "0.00" } };
});
