// GET /api/cards - the person's saved cards (brand, last four, expiry, bank; never what charges them)
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { cardsProvider } from "@/server/providers/cards";
import { listSavedCards } from "@/server/funding/saved-cards";

export const GET = userRoute(async (_request, user) => ({
  data: { cards: await listSavedCards(db, user.id, cardsProvider(db).name) },
}));
