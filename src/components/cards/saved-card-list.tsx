"use client";

import { useEffect, useState } from "react";
import { CreditCardIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { personMessage } from "@/lib/http/person-messages";
import { savedCardExpiry, savedCardLabel, type SavedCardView } from "@/lib/cards";
import { RemoveCardDialog } from "./remove-card-dialog";

async function removeCard(id: string, fallback: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/cards/${encodeURIComponent(id)}`, {
      method: "DELETE",
      credentials: "same-origin",
    });
    if (response.ok) return null;
    const json = (await response.json().catch(() => ({}))) as { message?: string };
    return personMessage(response.status, json.message ?? "", fallback);
  } catch {
    return personMessage(0, "", "");
  }
}

/**
 * The person's saved cards with Remove. Given no cards (the settings tab), it asks GET /api/cards itself.
 */
export function SavedCardList({ initial }: { initial?: SavedCardView[] }) {
  const t = useTranslations("cards");
  const [cards, setCards] = useState<SavedCardView[] | null>(initial ?? null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (initial) return;
    let live = true;
    fetch("/api/cards", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : { data: { cards: [] } }))
      .then((json: { data?: { cards?: SavedCardView[] } }) => live && setCards(json.data?.cards ?? []))
      .catch(() => live && setCards([]));
    return () => {
      live = false;
    };
  }, [initial]);

  const remove = async (card: SavedCardView) => {
    setBusy(card.id);
    const problem = await removeCard(card.id, t("removeFailed"));
    setBusy(null);
    if (problem) return toast.error(t("notRemoved"), { description: problem });
    setCards((now) => (now ?? []).filter((kept) => kept.id !== card.id));
    toast.success(t("removed"), { description: t("removedDescription", { card: savedCardLabel(card) }) });
  };

  if (cards === null) {
    return <p className="py-3 text-sm text-muted-foreground">{t("loading")}</p>;
  }
  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="no-saved-cards">
        <CreditCardIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t("none")}</p>
        <p className="text-sm text-muted-foreground">{t("noneHint")}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y" data-testid="saved-cards">
      {cards.map((card) => (
        <li key={card.id} className="flex items-center gap-3 py-3">
          <CreditCardIcon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">{savedCardLabel(card)}</p>
            <p className="truncate text-sm text-muted-foreground">
              {t("expires", { expiry: savedCardExpiry(card) })}
              {card.bank ? ` · ${card.bank}` : ""}
            </p>
          </div>
          <RemoveCardDialog label={savedCardLabel(card)} busy={busy === card.id} onConfirm={() => remove(card)} />
        </li>
      ))}
    </ul>
  );
}
