// DELETE /api/cards/:id - remove a saved card, at the card processor first and then here
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { cardsProvider } from "@/server/vendors";
import { removeSavedCard } from "@/server/money";

export const DELETE = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  await removeSavedCard(db, cardsProvider(db), user.id, String(id));
  return { data: { removed: true } };
});
