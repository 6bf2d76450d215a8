// DELETE /api/cards/:id - remove a saved card, at the card processor first and then here
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { cardsProvider } from "@/server/providers/cards";
import { removeSavedCard } from "@/server/funding/saved-cards";

export const DELETE = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  await removeSavedCard(db, cardsProvider(db), user.id, String(id));
  return { data: { removed: true } };
});
