"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AmountField } from "@/components/money/amount-field";
import { amountToSend } from "@/lib/amount-input";
import { parseAmountToKobo } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { Naira } from "@/components/money/naira";
import { AMOUNT_REQUIRED, INVALID_AMOUNT, isValidAmount } from "@/lib/schemas/amount-rules";
import { TRANSFER_QUICK_AMOUNTS } from "@/lib/schemas/transfer-rules";
import type { Recipient } from "./recipient-step";
import { amountRefusal, refusalWords, type AmountLimits, type RefusalWords } from "./amount-refusal";
import { useSay } from "@/components/forms/use-say";

type Say = Parameters<typeof refusalWords>[0]["title"];

export function RecipientSummary({ recipient }: { recipient: Recipient }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4">
      <span
        className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-primary"
        aria-hidden
      >
        {recipient.accountName.charAt(0)}
      </span>
      <div className="min-w-0">
        {/* The name the person checks before paying: wrapped, never cut, at any text size. */}
        <p className="font-semibold break-words">{recipient.accountName}</p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {recipient.bank} · {recipient.accountNumber}
        </p>
      </div>
    </div>
  );
}

export function AmountStep({
  recipient,
  limits,
  initial,
  byCard = false,
  onBack,
  onChange,
  onContinue,
}: {
  recipient: Recipient;
  limits: AmountLimits;
  /** Card to Account: the card pays, so the balance is no limit (the day's limit still is). */
  byCard?: boolean;
  initial: { amount: string; description: string };
  onBack: () => void;
  /** Each change as typed, so Back and again (or the browser's Back and Forward) finds it as it was left. */
  onChange?: (values: { amount: string; description: string }) => void;
  onContinue: (values: { amount: string; description: string }) => void;
}) {
  const t = useTranslations("sendMoney");
  const refusalWords = useRefusalWords();
  const [amount, setAmount] = useState(initial.amount);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string>();
  const say = useSay();
  const { balanceKobo, leftTodayKobo } = limits;
  useEffect(() => onChange?.({ amount, description }), [amount, description, onChange]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = amountToSend(amount);
    if (value === "") return setError(AMOUNT_REQUIRED);
    if (!isValidAmount(value)) {
      toast.error(t("invalidAmount"), { description: say(INVALID_AMOUNT) });
      return;
    }
    const refusal = amountRefusal(parseAmountToKobo(value)!, limits, refusalWords, { byCard });
    if (refusal) {
      // Shown under the field too, so it stays on screen after the toast has gone.
      setError(refusal.description);
      toast.error(refusal.title, { description: refusal.description });
      return;
    }
    onContinue({ amount: value, description: description.trim() });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <RecipientSummary recipient={recipient} />
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        error={error}
        quickAmounts={TRANSFER_QUICK_AMOUNTS}
        hint={
          <p className="text-sm text-muted-foreground">
            {!byCard &&
              t.rich("availableBalance", {
                amount: () => <Naira amount={balanceKobo} className="font-semibold text-foreground" />,
              })}
            <span className="block text-xs">
              {t.rich("leftToday", { amount: () => <Naira amount={leftTodayKobo} /> })}
            </span>
          </p>
        }
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="description">{t("note")}</Label>
        <Input
          id="description"
          maxLength={100}
          placeholder={t("notePlaceholder")}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">{t("noteHint")}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          {t("back")}
        </Button>
        <Button type="submit" size="lg">
          {t("continue")}
        </Button>
      </div>
    </form>
  );
}

/** The refusals' words in the page's language: the server's own sentences, by the same catalogue keys. */
function useRefusalWords(): RefusalWords {
  const title = useTranslations("sendMoney") as unknown as Say;
  const validation = useTranslations("validation") as unknown as Say;
  const server = useTranslations("serverErrors") as unknown as Say;
  return refusalWords({ title, validation, server }, useLocale() as Language);
}
