"use client";

import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/forms/form-field";
import { filterAmountInput } from "@/lib/amount-input";
import { useTranslations } from "next-intl";
import { parseAmountToKobo } from "@/lib/money";
import { useNaira } from "./naira";

/** The naira amount input with its quick amounts; filters out what is not an amount as the user types. */
export function AmountField({
  id = "amount",
  value,
  onChange,
  error,
  quickAmounts,
  hint,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  quickAmounts: readonly string[];
  hint?: React.ReactNode;
}) {
  const t = useTranslations("money");
  const naira = useNaira();
  return (
    <div className="flex flex-col gap-3">
      <FormField id={id} label={t("amount")} error={error}>
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-lg font-semibold text-muted-foreground">
            ₦
          </span>
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            variant="amount"
            value={value}
            onChange={(event) => onChange(filterAmountInput(event.target.value))}
            {...describedBy(id, error)}
          />
        </div>
        {hint}
      </FormField>
      {/* Four to a row, fewer as the text grows (the column's least width is in rem), never cut off. */}
      <div
        className="grid grid-cols-[repeat(auto-fit,minmax(4.75rem,1fr))] gap-2"
        role="group"
        aria-label={t("quickAmounts")}
      >
        {quickAmounts.map((amount) => {
          return (
            <Button
              key={amount}
              type="button"
              variant={value === amount ? "default" : "outline"}
              aria-pressed={value === amount}
              size="narrow"
              className="tabular-nums"
              onClick={() => onChange(amount)}
            >
              {naira(parseAmountToKobo(amount)!).replace(/[.,]00(?=\D|$)/, "")}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
