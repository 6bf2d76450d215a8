"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { CreditCardIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { amountToSend } from "@/lib/amount-input";
import { savedCardExpiry, type SavedCardView } from "@/lib/cards";
import { parseAmountToKobo } from "@/lib/money";
import { useNaira } from "@/components/money/naira";
import type { SavedCardTopUpInput } from "@/lib/schemas/add-money";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { TopUpAmountField } from "./top-up-amount-field";
import { onFirstIntent } from "@/lib/on-first-intent";
import { cn } from "@/lib/utils";

const savedResolver = lazyResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/add-money")]).then(
    ([{ zodResolver }, schemas]) => zodResolver(schemas.savedCardTopUpSchema),
  ),
);

/** The person's saved cards, then "Use a new card": choosing one is all a saved card needs. */
export function SavedCardPicker({
  cards,
  selected,
  onSelect,
}: {
  cards: SavedCardView[];
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const t = useTranslations("addMoney");
  const options = [...cards.map((card) => ({ id: card.id as string | null, card })), { id: null, card: null }];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("payWith")}</legend>
      {options.map(({ id, card }) => (
        <label
          key={id ?? "new"}
          className={cn(
            "flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border px-4 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            selected === id && "border-primary bg-primary/5",
          )}
        >
          <input
            type="radio"
            name="payWith"
            className="size-4 accent-primary"
            checked={selected === id}
            onChange={() => onSelect(id)}
          />
          <CreditCardIcon className="size-5 text-muted-foreground" aria-hidden />
          <span className="min-w-32 flex-1 text-sm font-medium">
            {card ? (
              // Reads as savedCardLabel; with large text the dots never part from the digits.
              <>
                {card.name ? `${card.name} · ` : ""}
                {card.brand} <span className="whitespace-nowrap">•••• {card.last4}</span>
              </>
            ) : (
              t("useNewCard")
            )}
          </span>
          {card && (
            <span className="text-xs text-muted-foreground">{t("expires", { expiry: savedCardExpiry(card) })}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** A top-up with a saved card: the amount only. */
export function SavedCardForm({
  savedCardId,
  defaultAmount,
  onAmountChange,
  onSubmit,
}: {
  savedCardId: string;
  defaultAmount: string;
  /** Told each change of the amount, so choosing another card keeps it. */
  onAmountChange: (amount: string) => void;
  onSubmit: (values: SavedCardTopUpInput) => void;
}) {
  const t = useTranslations("addMoney");
  const naira = useNaira();
  const form = useForm<SavedCardTopUpInput, unknown, SavedCardTopUpInput>({
    resolver: savedResolver,
    defaultValues: { amount: defaultAmount, savedCardId },
  });
  useEffect(() => onFirstIntent(savedResolver.preload), []);
  useEffect(() => form.setValue("savedCardId", savedCardId), [form, savedCardId]);
  const amount = form.watch("amount");
  useEffect(() => onAmountChange(amount ?? ""), [amount, onAmountChange]);
  const amountKobo = parseAmountToKobo(amountToSend(amount ?? ""));
  return (
    <form method="post" noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <TopUpAmountField control={form.control} error={form.formState.errors.amount?.message} />
      <Button type="submit" size="lg">
        {amountKobo && amountKobo > 0n ? t("add", { amount: naira(amountKobo) }) : t("addMoney")}
      </Button>
    </form>
  );
}
