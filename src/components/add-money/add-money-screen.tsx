"use client";

import { useCallback, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ProcessingPanel } from "@/components/money/processing-panel";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIdempotencyKey } from "@/components/money/use-idempotency-key";
import { isDefinitive, postMoney } from "@/lib/http/money-request";
import { amountToSend } from "@/lib/amount-input";
import { Naira, useNaira } from "@/components/money/naira";
import type { SavedCardView } from "@/lib/cards";
import { TopUpResult } from "./top-up-result";
import type { TransactionView } from "@/lib/transaction-view";
import type { AddMoneyFormInput, AddMoneyInput, SavedCardTopUpInput } from "@/lib/schemas/add-money";
import { BankTransferTab } from "./bank-transfer-tab";
import { CardForm, EMPTY_CARD_FORM } from "./card-form";
import { CardStepForm } from "./card-step-form";
import { useFlowStep } from "@/lib/analytics/use-analytics";
import { cancelTopUp, continueTopUp, type TopUpAction } from "./continue-request";
import { SavedCardForm, SavedCardPicker } from "./saved-card-form";
import { LazyPinDialog } from "@/components/pin/lazy-pin-dialog";
import { RefusalNotice } from "@/components/money/refusal-notice";

type Waiting = { reference: string; amount: string; action: Exclude<TopUpAction, { type: "open_url" }> };
type State =
  | { step: "form" }
  | { step: "processing"; title: string }
  | { step: "bank"; waiting: Waiting }
  | { step: "success"; transaction: TransactionView };

type TopUpData = { transaction: TransactionView; action?: TopUpAction };

export function AddMoneyScreen({
  balance,
  walletId,
  savedCards,
  newCard = false,
  hasPin: hadPin,
}: {
  balance: string;
  walletId: string | null;
  savedCards: SavedCardView[];
  /** Opened to add a card ("Add New Card"): the card form first, whatever is saved. */
  newCard?: boolean;
  /** Whether the person has a transaction PIN yet: without one, a card payment asks them to create it. */
  hasPin: boolean;
}) {
  const t = useTranslations("addMoney");
  const naira = useNaira();
  const router = useRouter();
  const [state, setState] = useState<State>({ step: "form" });
  useFlowStep("add-money", state.step);
  const [tab, setTab] = useState("card");
  const [defaults, setDefaults] = useState<AddMoneyFormInput>(EMPTY_CARD_FORM);
  const [savedCardId, setSavedCardId] = useState<string | null>(newCard ? null : (savedCards[0]?.id ?? null));
  // The amount as typed now: switching between a saved card and a new one mounts the other form with it.
  const typedAmount = useRef(defaults.amount);
  const keepAmount = useCallback((amount: string) => {
    typedAmount.current = amount;
  }, []);
  const chooseCard = (id: string | null) => {
    setRefusal(null);
    setDefaults((current) => ({ ...current, amount: typedAmount.current }));
    setSavedCardId(id);
  };
  const key = useIdempotencyKey();
  const [hasPin, setHasPin] = useState(hadPin);
  // The card payment waiting for its PIN, and the server's refusal of the last PIN typed.
  const [charge, setCharge] = useState<Record<string, unknown> | null>(null);
  const [pinError, setPinError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  // A refused card remounts the form from `defaults`, so the CVV typed for it is gone.
  const [formVersion, setFormVersion] = useState(0);

  // A refused payment stays on the form after its toast has gone, with what to try next.
  const [refusal, setRefusal] = useState<{ title: string; message: string; declined: boolean } | null>(null);
  const failed = (status: number, message: string) => {
    const declined = status === 402;
    const shown = declined
      ? { title: t("paymentFailed"), message: `${t("paymentProblem")} ${message}`.trim(), declined }
      : { title: t("fundingFailed"), message: message || t("fundingProblem"), declined };
    toast.error(shown.title, { description: shown.message });
    setRefusal(shown);
  };

  /** Where the top-up stands now: done, or waiting for the person (here or on their bank's page). */
  const show = (data: TopUpData) => {
    const { transaction, action } = data;
    if (action?.type === "open_url") {
      setState({ step: "processing", title: t("takingToBank") });
      window.location.assign(action.url);
      return;
    }
    if (action && transaction.status === "Pending") {
      const waiting = { reference: transaction.transactionReference, amount: transaction.amount, action };
      setState({ step: "bank", waiting });
      return;
    }
    setState({ step: "success", transaction });
    if (transaction.status === "Completed") {
      toast.success(t("moneyAdded"), { description: t("fundedSuccessfully") });
    }
    router.refresh();
  };

  /** The last four digits of the card a charge is for, typed or saved, for the PIN dialog's summary. */
  const cardEnding = (request: Record<string, unknown>): string => {
    const typed = (request.cardDetails as { cardNumber?: string } | undefined)?.cardNumber?.replace(/[^0-9]/g, "");
    if (typed) return typed.slice(-4);
    return savedCards.find((card) => card.id === request.savedCardId)?.last4 ?? "";
  };

  /** Every card charge, typed or saved, waits for the transaction PIN first. */
  const askPin = (request: Record<string, unknown>) => {
    setPinError(undefined);
    setCharge(request);
  };

  const pay = async (request: Record<string, unknown>, transactionPin: string) => {
    setRefusal(null);
    setPaying(true);
    setPinError(undefined);
    // The same card and amount tried again keeps its key, so the card cannot be charged twice; a changed
    // amount or card is a new payment with a new key. The PIN is not part of what makes it the same payment.
    const answer = await postMoney<TopUpData>(
      "/api/add-money",
      { ...request, transactionPin },
      key.keyFor(request),
    ).finally(() => setPaying(false));
    // A refused PIN charged nothing: the same payment, with the same key, waits for the right one.
    if (!answer.ok && answer.status === 403) return setPinError(answer.message);
    setCharge(null);
    if (isDefinitive(answer)) key.settled();
    if (answer.ok) return show(answer.data);
    setFormVersion((version) => version + 1);
    failed(answer.status, answer.message);
  };

  const payWithCard = (values: AddMoneyInput, typed: AddMoneyFormInput) => {
    // The CVV is never kept, not even in this page's state for a retry.
    setDefaults({ ...typed, cardDetails: { ...typed.cardDetails, cvv: "" } });
    return askPin({ ...values, amount: amountToSend(values.amount) });
  };

  const payWithSavedCard = (values: SavedCardTopUpInput) => {
    setDefaults({ ...defaults, amount: values.amount });
    return askPin({ ...values, amount: amountToSend(values.amount) });
  };

  const answerBank = async (waiting: Waiting, values: Record<string, string>) => {
    setState({ step: "processing", title: t("checkingWithBank") });
    const answer = await continueTopUp(waiting.reference, values);
    if (answer.ok) return show({ transaction: answer.transaction, action: answer.action });
    if (answer.status === 402 || answer.status === 404) {
      setState({ step: "form" });
      return failed(answer.status, answer.message);
    }
    // Not decided (the bank did not answer, too many tries): the same step again.
    setState({ step: "bank", waiting });
    toast.error(t("notSent"), { description: answer.message });
  };

  const cancelBank = async (waiting: Waiting) => {
    setState({ step: "processing", title: t("cancelling") });
    const answer = await cancelTopUp(waiting.reference);
    // The bank may have approved it just before: then it is added, and said so.
    if (answer.ok && answer.transaction.status === "Completed") return show({ transaction: answer.transaction });
    setState({ step: "form" });
    // 402 is the cancellation itself, in the server's words; anything else left it for the jobs to settle.
    toast.info(t("notCompleted"), {
      description: !answer.ok && answer.status === 402 ? answer.message : t("nothingAdded"),
    });
    router.refresh();
  };

  const processing = (title: string) => <ProcessingPanel title={title} note={t("doNotClose")} />;

  if (state.step === "processing") return processing(state.title);

  if (state.step === "bank") {
    const { waiting } = state;
    return (
      <CardStepForm
        key={waiting.action.type}
        action={waiting.action}
        amountLabel={t("adding", { amount: naira(waiting.amount) })}
        onSubmit={(values) => answerBank(waiting, values)}
        onCancel={() => void cancelBank(waiting)}
      />
    );
  }

  if (state.step === "success") {
    return (
      <TopUpResult
        initial={state.transaction}
        onSettled={() => router.refresh()}
        action={
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              setDefaults(EMPTY_CARD_FORM);
              setState({ step: "form" });
            }}
          >
            {t("addMore")}
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-xl bg-muted px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("currentBalance")}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="balance">
          <Naira amount={balance} />
        </p>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="grid w-full grid-cols-2 rounded-xl">
          <TabsTrigger value="card">{t("card")}</TabsTrigger>
          <TabsTrigger value="bank">{t("bankTransfer")}</TabsTrigger>
        </TabsList>
        <TabsContent value="card" className="flex flex-col gap-5">
          {refusal && (
            <RefusalNotice
              testId="top-up-refusal"
              refusal={{ ...refusal, next: refusal.declined ? t("declinedNext") : t("failedNext") }}
              action={
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setRefusal(null);
                    setTab("bank");
                  }}
                >
                  {t("useBankTransfer")}
                </Button>
              }
            />
          )}
          {savedCards.length > 0 && <SavedCardPicker cards={savedCards} selected={savedCardId} onSelect={chooseCard} />}
          {savedCardId ? (
            <SavedCardForm
              savedCardId={savedCardId}
              defaultAmount={defaults.amount}
              onAmountChange={keepAmount}
              onSubmit={payWithSavedCard}
            />
          ) : (
            <CardForm key={formVersion} defaults={defaults} onAmountChange={keepAmount} onSubmit={payWithCard} />
          )}
        </TabsContent>
        <TabsContent value="bank">
          <BankTransferTab walletId={walletId} onSwitchToCard={() => setTab("card")} />
        </TabsContent>
      </Tabs>
      {/* While the charge is decided the form stays underneath (a wrong PIN comes back to it, card and all). */}
      {paying && (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-background px-4"
          data-testid="processing-payment"
        >
          {processing(t("processingPayment"))}
        </div>
      )}
      <LazyPinDialog
        open={charge !== null && !paying}
        onOpenChange={(open) => !open && setCharge(null)}
        hasPin={hasPin}
        onPinCreated={() => setHasPin(true)}
        busy={paying}
        error={pinError}
        confirmLabel={charge ? t("payAmount", { amount: naira(String(charge.amount)) }) : t("pay")}
        summary={
          charge ? t("pinSummary", { amount: naira(String(charge.amount)), card: cardEnding(charge) }) : undefined
        }
        onSubmit={(pin) => charge && void pay(charge, pin)}
      />
    </div>
  );
}
