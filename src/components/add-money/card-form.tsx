"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { amountToSend } from "@/lib/amount-input";
import { formatExpiryInput, GROUPED_CARD_NUMBER_LENGTH, groupCardNumber } from "@/lib/cards";
import { parseAmountToKobo } from "@/lib/money";
import { useNaira } from "@/components/money/naira";
import type { AddMoneyFormInput, AddMoneyInput } from "@/lib/schemas/add-money";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { TopUpAmountField } from "./top-up-amount-field";
import { onFirstIntent } from "@/lib/on-first-intent";

const cardResolver = lazyResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/add-money")]).then(
    ([{ zodResolver }, schemas]) => zodResolver(schemas.addMoneySchema),
  ),
);

export const EMPTY_CARD_FORM: AddMoneyFormInput = {
  amount: "",
  cardDetails: { cardNumber: "", expiryDate: "", cvv: "", cardholderName: "" },
};

export function CardForm({
  defaults,
  onAmountChange,
  onCardChange,
  onSubmit,
  submitLabel,
}: {
  defaults: AddMoneyFormInput;
  /** Told each change of the amount, so choosing a saved card instead keeps it. */
  onAmountChange?: (amount: string) => void;
  /** Told each change of the card as typed, never its CVV, so a step left and come back to keeps it. */
  onCardChange?: (card: AddMoneyFormInput["cardDetails"]) => void;
  onSubmit: (values: AddMoneyInput, typed: AddMoneyFormInput) => void;
  /** Given when the amount is decided elsewhere (Card to Account): no amount field, and this on the button. */
  submitLabel?: string;
}) {
  const t = useTranslations("addMoney");
  const naira = useNaira();
  const form = useForm<AddMoneyFormInput, unknown, AddMoneyInput>({
    resolver: cardResolver,
    defaultValues: defaults,
  });
  useEffect(() => onFirstIntent(cardResolver.preload), []);
  const { errors } = form.formState;
  const card = errors.cardDetails;
  const amount = form.watch("amount");
  useEffect(() => onAmountChange?.(amount ?? ""), [amount, onAmountChange]);
  useEffect(() => {
    if (!onCardChange) return;
    const { unsubscribe } = form.watch((values) =>
      onCardChange({ ...EMPTY_CARD_FORM.cardDetails, ...values.cardDetails, cvv: "" }),
    );
    return unsubscribe;
  }, [form, onCardChange]);
  const amountKobo = parseAmountToKobo(amountToSend(amount ?? ""));

  return (
    <form
      // Before hydration the browser would submit natively: POST keeps the card number out of the URL.
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.getValues()))}
    >
      {!submitLabel && <TopUpAmountField control={form.control} error={errors.amount?.message} />}
      <FormField id="cardNumber" label={t("cardNumber")} error={card?.cardNumber?.message}>
        <Input
          id="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={GROUPED_CARD_NUMBER_LENGTH}
          placeholder="0000 0000 0000 0000"
          className="tabular-nums"
          {...describedBy("cardNumber", card?.cardNumber?.message)}
          {...form.register("cardDetails.cardNumber", {
            onChange: (event) => (event.target.value = groupCardNumber(event.target.value)),
          })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="expiryDate" label={t("expiryDate")} error={card?.expiryDate?.message}>
          <Input
            id="expiryDate"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            placeholder={t("expiryPlaceholder")}
            {...describedBy("expiryDate", card?.expiryDate?.message)}
            {...form.register("cardDetails.expiryDate", {
              onChange: (event) => (event.target.value = formatExpiryInput(event.target.value)),
            })}
          />
        </FormField>
        <FormField id="cvv" label={t("cvv")} error={card?.cvv?.message}>
          <Input
            id="cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            // No dots for a placeholder: grey dots look like a CVV already typed, as after a refusal they are not.
            // A card kept from a refused try asks for its CVV first.
            autoFocus={Boolean(defaults.cardDetails.cardNumber) && !defaults.cardDetails.cvv}
            {...describedBy("cvv", card?.cvv?.message)}
            {...form.register("cardDetails.cvv", {
              onChange: (event) => (event.target.value = event.target.value.replace(/[^0-9]/g, "").slice(0, 4)),
            })}
          />
        </FormField>
      </div>
      <FormField id="cardholderName" label={t("cardholderName")} error={card?.cardholderName?.message}>
        <Input
          id="cardholderName"
          autoComplete="cc-name"
          placeholder={t("nameOnCard")}
          {...describedBy("cardholderName", card?.cardholderName?.message)}
          {...form.register("cardDetails.cardholderName")}
        />
      </FormField>
      <Button type="submit" size="lg">
        {submitLabel ?? (amountKobo && amountKobo > 0n ? t("add", { amount: naira(amountKobo) }) : t("addMoney"))}
      </Button>
      <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <LockIcon className="size-3.5" aria-hidden />
        {t("cardNeverStored")}
      </p>
      <p className="text-center text-xs text-muted-foreground">{t("cardKeptForNext")}</p>
    </form>
  );
}
