// GET /api/cards - the person's saved cards (brand, last four, expiry, bank; never what charges them)
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { cardsProvider } from "@/server/vendors";
import { listSavedCards } from "@/server/money";

export const GET = userRoute(async (_request, user) => ({
  data: { cards: await listSavedCards(db, user.id, cardsProvider(db).name) },
}));
