"use client";

import { useEffect, useState } from "react";
import { CreditCardIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { personMessage } from "@/lib/http/person-messages";
import { savedCardExpiry, savedCardLabel, type SavedCardView } from "@/lib/cards";
import { EditCardDialog } from "./edit-card-dialog";
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
 * The person's saved cards with Edit (a name, the default) and Remove. Given no cards (the settings tab), it asks GET /api/cards itself.
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

  const saved = (edited: SavedCardView) =>
    // A new default takes the place of the old one, and goes first, as the server lists them.
    setCards((now) =>
      (now ?? [])
        .map((card) =>
          card.id === edited.id ? edited : edited.isDefault && card.isDefault ? { ...card, isDefault: false } : card,
        )
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    );

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
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              {savedCardLabel(card)}
              {card.isDefault && (
                <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                  {t("default")}
                </span>
              )}
            </p>
            <p className="truncate text-sm text-muted-foreground">
              {t("expires", { expiry: savedCardExpiry(card) })}
              {card.bank ? ` · ${card.bank}` : ""}
            </p>
          </div>
          <div className="flex shrink-0 items-center">
            <EditCardDialog card={card} label={savedCardLabel(card)} onSaved={saved} />
            <RemoveCardDialog label={savedCardLabel(card)} busy={busy === card.id} onConfirm={() => remove(card)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
