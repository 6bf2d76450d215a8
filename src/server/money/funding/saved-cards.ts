import "server-only";
import { type Database, ApiError, isUniqueViolation, isWriteConflict } from "@/server/platform";
import type { CardAuthorization, CardsProvider } from "@/server/money/ports/cards-provider";
import type { SavedCardView } from "@/lib/cards";
import type { SavedCardEdit } from "@/lib/schemas/saved-card";
import { phrase } from "@/i18n/phrase";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VIEW = {
  id: true,
  brand: true,
  last4: true,
  expMonth: true,
  expYear: true,
  bank: true,
  name: true,
  isDefault: true,
} as const;

export const SAVED_CARD_NOT_FOUND = phrase("serverErrors.savedCardNotFound");
export const CARD_NOT_REMOVED = phrase("serverErrors.savedCardNotRemoved");

/** Keeps a card the acquirer says can be charged again; the same card paid with twice is kept once. */
export async function keepCard(
  db: Database,
  userId: string,
  provider: string,
  authorization: CardAuthorization,
): Promise<void> {
  if (!authorization.reusable) return;
  const fields = {
    authorizationCode: authorization.code,
    brand: authorization.brand,
    last4: authorization.last4,
    expMonth: authorization.expMonth,
    expYear: authorization.expYear,
    bank: authorization.bank,
    reusable: true,
  };
  await db.savedCard.upsert({
    where: { userId_provider_signature: { userId, provider, signature: authorization.signature } },
    create: { userId, provider, signature: authorization.signature, ...fields },
    update: fields,
  });
}

/** The person's saved cards with the acquirer in use: the default first, then newest first. */
export async function listSavedCards(db: Database, userId: string, provider: string): Promise<SavedCardView[]> {
  return db.savedCard.findMany({
    where: { userId, provider },
    orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }],
    select: VIEW,
  });
}

/**
 * Edit: the card's name (blank removes it) and whether it is the default. Making one the default takes it from
 * the card that had it, in one transaction; two at once meet the database's one-default index, and the later
 * one is done again after the earlier, so the last asked wins and there is never a second default.
 */
export async function editSavedCard(
  db: Database,
  userId: string,
  id: string,
  edit: SavedCardEdit,
): Promise<SavedCardView> {
  if (!UUID.test(id)) throw new ApiError("not_found", SAVED_CARD_NOT_FOUND);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const card = await tx.savedCard.findFirst({ where: { id, userId }, select: { id: true } });
        if (!card) throw new ApiError("not_found", SAVED_CARD_NOT_FOUND);
        if (edit.isDefault) {
          await tx.savedCard.updateMany({
            where: { userId, isDefault: true, id: { not: id } },
            data: { isDefault: false },
          });
        }
        return tx.savedCard.update({
          where: { id },
          data: {
            ...(edit.name !== undefined && { name: edit.name || null }),
            ...(edit.isDefault !== undefined && { isDefault: edit.isDefault }),
          },
          select: VIEW,
        });
      });
    } catch (error) {
      // Two edits at once: the one-default index, or a write conflict between them; the later goes again.
      if (attempt < 4 && (isUniqueViolation(error) || isWriteConflict(error))) continue;
      throw error;
    }
  }
}

/** A saved card of this person's, with its authorization code, for a charge; someone else's is not found. */
export async function savedCardToCharge(db: Database, userId: string, id: string, provider: string) {
  const card = await db.savedCard.findFirst({ where: { id, userId, provider } });
  if (!card) throw new ApiError("not_found", SAVED_CARD_NOT_FOUND);
  return card;
}

/**
 * Removes a saved card: first at the acquirer, so that a card shown as removed can no longer be charged, then
 * here. A card of another acquirer (saved before the switch) is only removed here.
 */
export async function removeSavedCard(db: Database, cards: CardsProvider, userId: string, id: string): Promise<void> {
  const card = UUID.test(id) ? await db.savedCard.findFirst({ where: { id, userId } }) : null;
  if (!card) throw new ApiError("not_found", SAVED_CARD_NOT_FOUND);
  if (card.provider === cards.name) {
    try {
      await cards.removeAuthorization(card.authorizationCode);
    } catch (error) {
      console.error("Saved card removal did not reach the acquirer:", error instanceof Error ? error.name : "unknown");
      throw new ApiError("provider_unavailable", CARD_NOT_REMOVED);
    }
  }
  await db.savedCard.deleteMany({ where: { id, userId } });
}
