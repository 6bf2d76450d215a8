"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIdempotencyKey } from "@/components/money/use-idempotency-key";
import { isDefinitive, postMoney } from "@/lib/http/money-request";
import { amountToSend } from "@/lib/amount-input";
import { formatNaira } from "@/lib/money";
import { TopUpResult } from "./top-up-result";
import type { TransactionView } from "@/lib/transaction-view";
import type { AddMoneyFormInput, AddMoneyInput } from "@/lib/schemas/add-money";
import { BankTransferTab } from "./bank-transfer-tab";
import { CardForm, EMPTY_CARD_FORM } from "./card-form";

type State = { step: "form" } | { step: "processing" } | { step: "success"; transaction: TransactionView };

const PAYMENT_FAILED = "There was a problem processing your payment.";

export function AddMoneyScreen({ balance, walletId }: { balance: string; walletId: string | null }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ step: "form" });
  const [tab, setTab] = useState("card");
  const [defaults, setDefaults] = useState<AddMoneyFormInput>(EMPTY_CARD_FORM);
  const key = useIdempotencyKey();

  const pay = async (values: AddMoneyInput, typed: AddMoneyFormInput) => {
    // The CVV is never kept, not even in this page's state for a retry.
    setDefaults({ ...typed, cardDetails: { ...typed.cardDetails, cvv: "" } });
    setState({ step: "processing" });
    const request = { ...values, amount: amountToSend(values.amount) };
    // The same card and amount tried again keeps its key, so the card cannot be charged twice; a changed
    // amount or card is a new payment with a new key.
    const answer = await postMoney<{ transaction: TransactionView }>("/api/add-money", request, key.keyFor(request));
    if (isDefinitive(answer)) key.settled();
    if (answer.ok) {
      const { transaction } = answer.data;
      setState({ step: "success", transaction });
      if (transaction.status === "Completed") {
        toast.success("Money Added", { description: "Your wallet has been funded successfully." });
      }
      router.refresh();
      return;
    }
    setState({ step: "form" });
    if (answer.status === 402) {
      toast.error("Payment Failed", { description: `${PAYMENT_FAILED} ${answer.message}`.trim() });
    } else {
      toast.error("Funding Failed", {
        description: answer.message || "There was a problem adding money. Please try again.",
      });
    }
  };

  if (state.step === "processing") {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center" role="status" aria-live="polite">
        <Loader2Icon className="size-12 animate-spin text-primary" aria-hidden />
        <h2 className="text-xl font-bold">Processing Payment</h2>
        <p className="text-sm text-muted-foreground">Please do not close this page.</p>
      </div>
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
            Add More Money
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-xl bg-muted px-4 py-3">
        <p className="text-sm text-muted-foreground">Current Balance</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="balance">
          {formatNaira(balance)}
        </p>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="grid w-full grid-cols-2 rounded-xl">
          <TabsTrigger value="card">Card</TabsTrigger>
          <TabsTrigger value="bank">Bank Transfer</TabsTrigger>
        </TabsList>
        <TabsContent value="card">
          <CardForm defaults={defaults} onSubmit={pay} />
        </TabsContent>
        <TabsContent value="bank">
          <BankTransferTab walletId={walletId} onSwitchToCard={() => setTab("card")} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
