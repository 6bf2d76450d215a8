"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useIdempotencyKey } from "@/components/money/use-idempotency-key";
import { isDefinitive, postMoney } from "@/lib/http/money-request";
import type { TransactionView } from "@/lib/transaction-view";
import type { BeneficiaryView } from "@/lib/beneficiaries";
import { RecipientStep, type Recipient, type RecentRecipient, type SendMode } from "./recipient-step";
import { CardPaymentStep, type TypedCard } from "./card-payment-step";
import { RefusalNotice, type Refusal } from "@/components/money/refusal-notice";
import { CardStepForm } from "@/components/add-money/card-step-form";
import { cancelTopUp, continueTopUp, type TopUpAction } from "@/components/add-money/continue-request";
import { KeptInWallet } from "./kept-in-wallet";
import type { SavedCardView } from "@/lib/cards";
import type { CardChoice } from "@/lib/schemas/card-to-account";
import { transferTotalKobo } from "@/lib/fees";
import { isVeilWallets } from "@/lib/banks";
import { phoneWritten } from "@/lib/account-number";
import { koboToDecimalString, parseAmountToKobo } from "@/lib/money";
import { AmountStep } from "./amount-step";
import type { AmountLimits } from "./amount-refusal";
import { ConfirmStep } from "./confirm-step";
import { useFlowStep } from "@/lib/analytics/use-analytics";
import { useStepHistory } from "@/components/flow/use-step-history";
import { useSendProtection } from "./use-send-protection";
import type { ScamCheckAnswers } from "@/lib/schemas/transfer";
import { TransferResult } from "./transfer-result";
import { LazyPinDialog } from "@/components/pin/lazy-pin-dialog";
import { useNaira } from "@/components/money/naira";
import { ProcessingPanel } from "@/components/money/processing-panel";

type Step = "recipient" | "amount" | "confirm" | "card" | "bank" | "processing" | "success" | "kept";

const STEP_TITLES = {
  recipient: "stepRecipient",
  amount: "stepAmount",
  confirm: "stepConfirm",
  card: "cardStepTitle",
} as const;
const STEP_NUMBERS = { recipient: 1, amount: 2, confirm: 3, card: 4 } as const;
/** The steps Back returns to; the others are a payment in flight or its outcome. */
const FORM_STEPS = ["recipient", "amount", "confirm", "card"] as const satisfies readonly Step[];

/** What a transfer's requests answer: the transfer, or (Card to Account) the card payment and its bank's step. */
type SendAnswer = { transaction: TransactionView; notice?: string; action?: TopUpAction };
type Waiting = { reference: string; action: Exclude<TopUpAction, { type: "open_url" }> };

type Words = ReturnType<typeof useTranslations<"sendMoney">>;

function announce(transaction: TransactionView, t: Words) {
  if (transaction.status === "Completed") {
    toast.success(t("transferSuccessful"), { description: t("transferCompleted") });
  } else if (transaction.status === "Failed") {
    toast.error(t("transferFailed"), {
      // Card to Account: the card was charged, and the refund is in the wallet.
      description: t(transaction.cardLast4 ? "failedFromCard" : "failedReturned", {
        reason: transaction.failureReason ?? t("didNotGoThrough"),
      }),
    });
  } else if (transaction.scheduledFor) {
    toast.info(t("transferScheduled"), { description: t("scheduledToast") });
  } else {
    toast.info(t("transferProcessing"), { description: t("notConfirmedYet") });
  }
}

export function SendMoneyWizard({
  limits,
  recent,
  beneficiaries,
  start,
  savedCards,
  hasPin: hadPin,
}: {
  limits: AmountLimits;
  recent: RecentRecipient[];
  /** The person's saved recipients, offered before anything else. */
  beneficiaries: BeneficiaryView[];
  /** "Send again": an account and bank to fill in, whose name the bank is asked for again. */
  start: { accountNumber: string; bank: string } | null;
  /** The cards Card to Account can be paid from without typing one. */
  savedCards: SavedCardView[];
  /** Whether the person has a transaction PIN yet: without one, Complete Transfer asks them to create it. */
  hasPin: boolean;
}) {
  const t = useTranslations("sendMoney");
  const naira = useNaira();
  const router = useRouter();
  const [step, setStep] = useState<Step>("recipient");
  useFlowStep("send-money", step);
  const [recipient, setRecipient] = useState<Recipient | null>(start && { ...start, accountName: "" });
  const [details, setDetails] = useState({ amount: "", description: "" });
  // The amount step as it was left (Back, the browser's Back): what Continue confirmed is `details`.
  const [draft, setDraft] = useState(details);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TransactionView | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const key = useIdempotencyKey();
  const [hasPin, setHasPin] = useState(hadPin);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string | undefined>();
  const [mode, setMode] = useState<SendMode>("account");
  // Card to Account: the card chosen (waiting for the PIN), its bank's step, and a refusal shown on the form.
  const [card, setCard] = useState<{ payWith: CardChoice; last4: string } | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [typedCard, setTypedCard] = useState<TypedCard | null>(null);
  // A number Veil said has no Veil wallet: Change recipient does not suggest Veil for it again.
  const [noVeilWallet, setNoVeilWallet] = useState<string | null>(null);
  const goBack = useStepHistory<Step>({
    step,
    steps: FORM_STEPS,
    show: useCallback((target: Step) => {
      // What a step was refused for belongs to that attempt, as each step's own Back says.
      toast.dismiss();
      setRefusal(null);
      setStep(target);
    }, []),
    // Back from the outcome: the transfer is made, so Back leaves it for home rather than reopening its form.
    // While the card's bank decides, the step stays: it has its own Cancel.
    onLeave: useCallback(
      (from: Step) => {
        // After the router has restored the entry Back went to: replacing it sooner is undone by that restore.
        if (from === "success" || from === "kept") setTimeout(() => router.replace("/dashboard"), 0);
      },
      [router],
    ),
  });
  const totalKobo = transferTotalKobo(parseAmountToKobo(details.amount || "0") ?? 0n);
  // On Confirm: whether this send asks the scam check before its PIN, and whether it will wait.
  const protection = useSendProtection(
    step === "confirm" && recipient
      ? { recipientAccountNumber: recipient.accountNumber, recipientBank: recipient.bank, amount: details.amount }
      : null,
  );
  const [scamCheck, setScamCheck] = useState<ScamCheckAnswers | undefined>();
  // Each step starts at its top, its heading read out: the last step's scroll would hide the new one's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    // Unless the step put focus in its first field itself, the button pressed is gone: focus its heading.
    if (!document.activeElement || document.activeElement === document.body) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [step]);

  const onSettled = useCallback(
    (transaction: TransactionView) => {
      announce(transaction, t);
      router.refresh();
    },
    [router, t],
  );

  /** Where a transfer stands after a request: made, refused with the money kept, or waiting for the card's bank. */
  const show = (data: SendAnswer) => {
    const { transaction, action } = data;
    if (action?.type === "open_url") {
      setStep("processing");
      window.location.assign(action.url);
      return;
    }
    if (action && transaction.status === "Pending") {
      setWaiting({ reference: transaction.transactionReference, action });
      setStep("bank");
      return;
    }
    setResult(transaction);
    setNotice(data.notice);
    // A card payment that did not become a transfer: the money stayed in the wallet, and why.
    if (transaction.transactionType === "ADD_MONEY") {
      setStep("kept");
      router.refresh();
      return;
    }
    setStep("success");
    announce(transaction, t);
    router.refresh();
  };

  /** Nothing was charged: the card step again, saying why and what to try next. */
  const cardRefused = (message: string, declined: boolean) => {
    setRefusal({
      title: t("cardNotCharged"),
      message: message || t("problem"),
      next: declined ? t("cardDeclinedNext") : undefined,
    });
    setStep("card");
  };

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
        ...(recipient.payeeName && { payeeName: recipient.payeeName, sendAnyway: recipient.sendAnyway === true }),
        ...(scamCheck && { scamCheck }),
        ...(mode === "card" && card ? { payWith: card.payWith } : {}),
      };
      // The same transfer tried again keeps its key, so it cannot be sent twice; a changed one gets a new key.
      // The PIN is not part of what makes it the same transfer.
      const answer = await postMoney<SendAnswer>(
        mode === "card" ? "/api/transfer/card" : "/api/transfer",
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
        if (mode === "card") return cardRefused(answer.message, answer.status === 402);
        toast.error(t("transferFailed"), { description: answer.message || t("problem") });
        // Nothing moved: the refusal stays on the Confirm step, where Edit Transfer changes what it was for.
        setRefusal({ title: t("transferFailed"), message: answer.message || t("problem") });
        return;
      }
      setRefusal(null);
      show(answer.data);
    } finally {
      setBusy(false);
    }
  };

  const answerBank = async (step: Waiting, values: Record<string, string>) => {
    setStep("processing");
    const answer = await continueTopUp(step.reference, values);
    if (answer.ok) return show({ transaction: answer.transaction, action: answer.action });
    if (answer.status === 402 || answer.status === 404) return cardRefused(answer.message, answer.status === 402);
    // Not decided (the bank did not answer, too many tries): the same step again.
    setStep("bank");
    toast.error(t("transferFailed"), { description: answer.message });
  };

  const cancelBank = async (step: Waiting) => {
    setStep("processing");
    const answer = await cancelTopUp(step.reference);
    if (answer.ok && answer.transaction.status !== "Pending") return show({ transaction: answer.transaction });
    cardRefused(answer.ok ? t("notConfirmedYet") : answer.message, false);
  };

  return (
    <div className="flex flex-col gap-5">
      {(step === "recipient" || step === "amount" || step === "confirm" || step === "card") && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t("step", { step: STEP_NUMBERS[step], total: mode === "card" ? 4 : 3 })}
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
            {t(step === "card" && savedCards.length === 0 ? "cardStepTitleNew" : STEP_TITLES[step])}
          </h2>
        </div>
      )}
      {step === "recipient" && (
        <RecipientStep
          initial={recipient}
          recent={recent}
          noVeilWallet={noVeilWallet}
          beneficiaries={beneficiaries}
          mode={mode}
          onModeChange={setMode}
          onContinue={(next) => {
            toast.dismiss();
            setRefusal(null);
            setRecipient(next);
            setStep("amount");
          }}
        />
      )}
      {step === "amount" && recipient && (
        <AmountStep
          recipient={recipient}
          limits={limits}
          byCard={mode === "card"}
          initial={draft}
          onBack={() => goBack("recipient")}
          onChange={setDraft}
          onContinue={(next) => {
            toast.dismiss();
            setRefusal(null);
            setDetails(next);
            setDraft(next);
            setStep("confirm");
          }}
        />
      )}
      {step === "confirm" && refusal && mode === "account" && (
        <RefusalNotice
          refusal={refusal}
          // Most refusals are about whom (a number with no Veil wallet, one's own): the way back is one tap.
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                toast.dismiss();
                setRefusal(null);
                // A number with no Veil wallet: back to the number as it is written, the bank to choose.
                if (recipient && isVeilWallets(recipient.bank)) setNoVeilWallet(recipient.accountNumber);
                setRecipient((shown) =>
                  shown && isVeilWallets(shown.bank)
                    ? { ...shown, accountNumber: phoneWritten(shown.accountNumber), bank: "" }
                    : shown,
                );
                goBack("recipient");
              }}
            >
              {t("changeRecipient")}
            </Button>
          }
        />
      )}
      {step === "confirm" && recipient && (
        <ConfirmStep
          recipient={recipient}
          amount={details.amount}
          description={details.description}
          busy={busy}
          checking={protection.checking}
          coolingOffMinutes={protection.coolingOffMinutes}
          byCard={mode === "card"}
          onConfirm={() =>
            protection.beforePin((answers) => {
              setScamCheck(answers);
              if (mode === "card") {
                setStep("card");
                return;
              }
              setPinError(undefined);
              setPinOpen(true);
            })
          }
          onEdit={() => {
            setRefusal(null);
            goBack("amount");
          }}
        />
      )}
      {step === "card" && (
        <CardPaymentStep
          savedCards={savedCards}
          totalKobo={totalKobo}
          total={koboToDecimalString(totalKobo)}
          refusal={refusal}
          typed={typedCard}
          busy={busy}
          onTyped={setTypedCard}
          onPay={(payWith, last4, typed) => {
            setCard({ payWith, last4 });
            setTypedCard(typed ?? null);
            setPinError(undefined);
            setPinOpen(true);
          }}
          onBack={() => {
            // What the card was refused for belongs to that attempt, not to the edited transfer.
            setRefusal(null);
            goBack("confirm");
          }}
        />
      )}
      {step === "bank" && waiting && (
        <CardStepForm
          key={waiting.action.type}
          action={waiting.action}
          amountLabel={t("sendingFromCardTo", { amount: naira(totalKobo), name: recipient?.accountName ?? "" })}
          onSubmit={(values) => answerBank(waiting, values)}
          onCancel={() => void cancelBank(waiting)}
        />
      )}
      {step === "processing" && <ProcessingPanel title={t("processing")} />}
      {protection.dialog}
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
            ? mode === "card" && card
              ? t("cardPinSummary", {
                  amount: naira(details.amount || "0"),
                  name: recipient.accountName,
                  bank: recipient.bank,
                  card: card.last4,
                })
              : t("pinSummary", {
                  amount: naira(details.amount || "0"),
                  name: recipient.accountName,
                  bank: recipient.bank,
                })
            : undefined
        }
        onSubmit={(pin) => void complete(pin)}
      />
      {step === "success" && result && (
        <TransferResult
          initial={result}
          notice={notice}
          saved={beneficiaries.some(
            (saved) => saved.bank === result.recipientBank && saved.accountNumber === result.recipientAccountNumber,
          )}
          onSettled={onSettled}
        />
      )}
      {step === "kept" && result && <KeptInWallet transaction={result} reason={notice} />}
    </div>
  );
}
