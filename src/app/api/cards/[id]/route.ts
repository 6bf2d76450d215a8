// PATCH /api/cards/:id - Edit a saved card: its name, or make it the default
// DELETE /api/cards/:id - remove a saved card, at the card processor first and then here
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { cardsProvider } from "@/server/vendors";
import { editSavedCard, removeSavedCard } from "@/server/money";
import { savedCardEditSchema } from "@/lib/schemas/saved-card";

export const PATCH = userRoute(async (request, user, { params }) => {
  const { id } = await params;
  const edit = await readBody(request, savedCardEditSchema);
  return { data: { card: await editSavedCard(db, user.id, String(id), edit) } };
});

export const DELETE = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  await removeSavedCard(db, cardsProvider(db), user.id, String(id));
  return { data: { removed: true } };
});
