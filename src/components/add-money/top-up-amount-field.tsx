"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { AmountField } from "@/components/money/amount-field";
import { ADD_MONEY_QUICK_AMOUNTS } from "@/lib/schemas/add-money-rules";
import { ApproximateAmount } from "@/components/money/approximate-amount";

/** The top-up amount with its quick amounts, for the card form and the saved-card form alike. */
export function TopUpAmountField<T extends FieldValues & { amount: string }, O extends FieldValues>({
  control,
  error,
}: {
  control: Control<T, unknown, O>;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={"amount" as Path<T>}
      render={({ field }) => (
        <AmountField
          value={field.value}
          onChange={(value) => field.onChange(value)}
          error={error}
          quickAmounts={ADD_MONEY_QUICK_AMOUNTS}
          hint={<ApproximateAmount amount={field.value} />}
        />
      )}
    />
  );
}
