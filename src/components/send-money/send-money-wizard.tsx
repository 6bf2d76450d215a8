"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useIdempotencyKey } from "@/components/money/use-idempotency-key";
import { isDefinitive, postMoney } from "@/lib/http/money-request";
import type { TransactionView } from "@/lib/transaction-view";
import { RecipientStep, type Recipient, type RecentRecipient } from "./recipient-step";
import { AmountStep } from "./amount-step";
import type { AmountLimits } from "./amount-refusal";
import { ConfirmStep } from "./confirm-step";
import { useFlowStep } from "@/lib/analytics/use-analytics";
import { TransferResult } from "./transfer-result";
import { LazyPinDialog } from "@/components/pin/lazy-pin-dialog";
import { useNaira } from "@/components/money/naira";

type Step = "recipient" | "amount" | "confirm" | "success";

const STEP_TITLES = { recipient: "stepRecipient", amount: "stepAmount", confirm: "stepConfirm" } as const;

type Words = ReturnType<typeof useTranslations<"sendMoney">>;

function announce(transaction: TransactionView, t: Words) {
  if (transaction.status === "Completed") {
    toast.success(t("transferSuccessful"), { description: t("transferCompleted") });
  } else if (transaction.status === "Failed") {
    toast.error(t("transferFailed"), {
      description: t("failedReturned", { reason: transaction.failureReason ?? t("didNotGoThrough") }),
    });
  } else {
    toast.info(t("transferProcessing"), { description: t("notConfirmedYet") });
  }
}

export function SendMoneyWizard({
  limits,
  recent,
  hasPin: hadPin,
}: {
  limits: AmountLimits;
  recent: RecentRecipient[];
  /** Whether the person has a transaction PIN yet: without one, Complete Transfer asks them to create it. */
  hasPin: boolean;
}) {
  const t = useTranslations("sendMoney");
  const naira = useNaira();
  const router = useRouter();
  const [step, setStep] = useState<Step>("recipient");
  useFlowStep("send-money", step);
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [details, setDetails] = useState({ amount: "", description: "" });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TransactionView | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const key = useIdempotencyKey();
  const [hasPin, setHasPin] = useState(hadPin);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string | undefined>();

  const onSettled = useCallback(
    (transaction: TransactionView) => {
      announce(transaction, t);
      router.refresh();
    },
    [router, t],
  );

  const complete = async (transactionPin: string) => {
    if (!recipient) return;
    toast.dismiss();
    setBusy(true);
    setPinError(undefined);
    try {
      const request = {
        recipientAccountNumber: recipient.accountNumber,
        recipientBank: recipient.bank,
        amount: details.amount,
        description: details.description,
      };
      // The same transfer tried again keeps its key, so it cannot be sent twice; a changed one gets a new key.
      // The PIN is not part of what makes it the same transfer.
      const answer = await postMoney<{ transaction: TransactionView; notice?: string }>(
        "/api/transfer",
        { ...request, transactionPin },
        key.keyFor(request),
      );
      // A refused PIN moved nothing: the same transfer, with the same key, waits for the right one.
      if (!answer.ok && answer.status === 403) {
        setPinError(answer.message);
        return;
      }
      if (isDefinitive(answer)) key.settled();
      setPinOpen(false);
      if (!answer.ok) {
        toast.error(t("transferFailed"), { description: answer.message || t("problem") });
        return;
      }
      setResult(answer.data.transaction);
      setNotice(answer.data.notice);
      setStep("success");
      announce(answer.data.transaction, t);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {step !== "success" && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t("step", { step: step === "recipient" ? 1 : step === "amount" ? 2 : 3 })}
          </p>
          <h2 className="text-xl font-bold">{t(STEP_TITLES[step])}</h2>
        </div>
      )}
      {step === "recipient" && (
        <RecipientStep
          initial={recipient}
          recent={recent}
          onContinue={(next) => {
            toast.dismiss();
            setRecipient(next);
            setStep("amount");
          }}
        />
      )}
      {step === "amount" && recipient && (
        <AmountStep
          recipient={recipient}
          limits={limits}
          initial={details}
          onBack={() => setStep("recipient")}
          onContinue={(next) => {
            toast.dismiss();
            setDetails(next);
            setStep("confirm");
          }}
        />
      )}
      {step === "confirm" && recipient && (
        <ConfirmStep
          recipient={recipient}
          amount={details.amount}
          description={details.description}
          busy={busy}
          onConfirm={() => {
            setPinError(undefined);
            setPinOpen(true);
          }}
          onEdit={() => setStep("amount")}
        />
      )}
      <LazyPinDialog
        open={pinOpen}
        onOpenChange={setPinOpen}
        hasPin={hasPin}
        onPinCreated={() => setHasPin(true)}
        busy={busy}
        error={pinError}
        confirmLabel={t("confirmLabel")}
        summary={
          recipient
            ? t("pinSummary", {
                amount: naira(details.amount || "0"),
                name: recipient.accountName,
                bank: recipient.bank,
              })
            : undefined
        }
        onSubmit={(pin) => void complete(pin)}
      />
      {step === "success" && result && <TransferResult initial={result} notice={notice} onSettled={onSettled} />}
    </div>
  );
}
