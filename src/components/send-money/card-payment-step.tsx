"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useNaira } from "@/components/money/naira";
import type { SavedCardView } from "@/lib/cards";
import type { CardChoice } from "@/lib/schemas/card-to-account";
import { CardForm, EMPTY_CARD_FORM } from "@/components/add-money/card-form";
import type { AddMoneyFormInput } from "@/lib/schemas/add-money";
import { SavedCardPicker } from "@/components/add-money/saved-card-form";
import { RefusalNotice, type Refusal } from "@/components/money/refusal-notice";

/** A new card as it was typed, without its CVV: what a refused payment leaves in the form. */
export type TypedCard = AddMoneyFormInput["cardDetails"];

/**
 * Card to Account's last step before the PIN: the card the transfer is paid from, saved or typed. The card
 * is charged the total (amount and fee); the CVV typed is never kept, not even for a retry.
 */
export function CardPaymentStep({
  savedCards,
  totalKobo,
  total,
  refusal,
  typed,
  busy,
  onPay,
  onTyped,
  onBack,
}: {
  savedCards: SavedCardView[];
  totalKobo: bigint;
  /** The total as the form's hidden amount: a decimal string. */
  total: string;
  refusal: Refusal | null;
  typed: TypedCard | null;
  busy: boolean;
  onPay: (payWith: CardChoice, last4: string, typed?: TypedCard) => void;
  /** Each change to the new card's fields (never its CVV): Back and again keeps them. */
  onTyped: (typed: TypedCard) => void;
  onBack: () => void;
}) {
  const t = useTranslations("sendMoney");
  const naira = useNaira();
  // A new card typed before (refused, or left by Back) stays the choice; otherwise the first saved card.
  const typedBefore = typed !== null && Object.values(typed).some((value) => value !== "");
  const [selected, setSelected] = useState<string | null>(typedBefore ? null : (savedCards[0]?.id ?? null));
  const label = t("payAndSend", { amount: naira(totalKobo) });
  const savedCard = savedCards.find((card) => card.id === selected);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{t("cardPays", { amount: naira(totalKobo) })}</p>
      {refusal && <RefusalNotice refusal={refusal} />}
      {savedCards.length > 0 && <SavedCardPicker cards={savedCards} selected={selected} onSelect={setSelected} />}
      {savedCard ? (
        <Button size="lg" disabled={busy} onClick={() => onPay({ savedCardId: savedCard.id }, savedCard.last4)}>
          {label}
        </Button>
      ) : (
        <CardForm
          // A refused card remounts the form with what was typed, except the CVV, which is never kept.
          key={refusal?.message ?? "card"}
          defaults={{ amount: total, cardDetails: { ...(typed ?? EMPTY_CARD_FORM.cardDetails), cvv: "" } }}
          submitLabel={label}
          onCardChange={onTyped}
          onSubmit={(values, form) =>
            onPay({ cardDetails: values.cardDetails }, values.cardDetails.cardNumber.slice(-4), {
              ...form.cardDetails,
              cvv: "",
            })
          }
        />
      )}
      <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
        {t("back")}
      </Button>
    </div>
  );
}
