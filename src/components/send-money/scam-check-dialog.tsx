"use client";

import { useState } from "react";
import { AlertDialog } from "radix-ui";
import { ShieldAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ScamCheckAnswers } from "@/lib/schemas/transfer";
import { cn } from "@/lib/utils";

const QUESTIONS = ["asked", "promised"] as const;

/**
 * The scam check before the PIN on a risky send: two yes-or-no questions. Two noes go on; a yes explains the
 * common scams in two lines and offers Cancel first, and going on is the person's choice (the answers go with
 * the transfer and are kept).
 */
export function ScamCheckDialog({
  open,
  reported = false,
  onCancel,
  onAnswered,
}: {
  open: boolean;
  /** Support has marked this account as reported in a fraud case: said before the questions. */
  reported?: boolean;
  onCancel: () => void;
  onAnswered: (answers: ScamCheckAnswers) => void;
}) {
  const t = useTranslations("sendMoney.scamCheck");
  const [answers, setAnswers] = useState<Partial<Record<(typeof QUESTIONS)[number], boolean>>>({});
  const [warned, setWarned] = useState(false);
  const complete = answers.asked !== undefined && answers.promised !== undefined;
  const result = { askedBySomeone: answers.asked === true, promisedSomething: answers.promised === true };

  const close = () => {
    setAnswers({});
    setWarned(false);
    onCancel();
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl">
          {!warned ? (
            <>
              <AlertDialog.Title className="text-lg font-semibold">{t("title")}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-muted-foreground">{t("intro")}</AlertDialog.Description>
              {reported && (
                <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm font-medium text-destructive">
                  {t("reportedAccount")}
                </p>
              )}
              {QUESTIONS.map((question) => (
                <fieldset key={question} className="flex flex-col gap-2">
                  <legend className="mb-2 text-sm font-medium">{t(question)}</legend>
                  <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t(question)}>
                    {([true, false] as const).map((value) => (
                      <button
                        key={String(value)}
                        type="button"
                        role="radio"
                        aria-checked={answers[question] === value}
                        onClick={() => setAnswers((shown) => ({ ...shown, [question]: value }))}
                        className={cn(
                          "min-h-11 rounded-lg border px-3 text-sm font-medium transition-colors",
                          answers[question] === value
                            ? "border-primary bg-primary text-primary-foreground"
                            : "bg-background hover:bg-muted",
                        )}
                      >
                        {t(value ? "yes" : "no")}
                      </button>
                    ))}
                  </div>
                </fieldset>
              ))}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <Button
                  disabled={!complete}
                  onClick={() => {
                    if (result.askedBySomeone || result.promisedSomething) setWarned(true);
                    else onAnswered(result);
                  }}
                >
                  {t("continue")}
                </Button>
              </div>
            </>
          ) : (
            <>
              <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-destructive">
                <ShieldAlertIcon className="size-5 shrink-0" aria-hidden />
                {t("warnTitle")}
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="flex flex-col gap-2 text-sm">
                  {/* What they said yes to first: that is the scam they may be in. */}
                  {(result.askedBySomeone ? QUESTIONS : [...QUESTIONS].reverse()).map((key) => (
                    <p key={key}>{t(key === "asked" ? "warnAsked" : "warnPromised")}</p>
                  ))}
                </div>
              </AlertDialog.Description>
              <div className="flex flex-col gap-2">
                <Button size="lg" onClick={close} autoFocus>
                  {t("cancelPayment")}
                </Button>
                <Button
                  variant="outline"
                  className="text-destructive"
                  onClick={() => {
                    setWarned(false);
                    onAnswered(result);
                  }}
                >
                  {t("goOn")}
                </Button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
