"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { formatNaira } from "@/lib/money";

type Answer = { data: { transaction: { amount: string; status: string; failureReason: string | null } | null } };

/** Sandbox only: someone sends money to this account number, through the same signed path as a real bank's. */
export function SimulateTransferForm() {
  const router = useRouter();
  const [amount, setAmount] = useState("");
  const [senderName, setSenderName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-dashed p-4"
      aria-labelledby="simulate-heading"
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        setError(undefined);
        try {
          const { data } = await postJson<Answer>("/api/sandbox/incoming-transfer", {
            amount: amount.replace(/,/g, "").trim(),
            senderName: senderName.trim(),
          });
          const received = data.transaction;
          if (received?.status === "Held") {
            toast.info("Transfer on hold", { description: received.failureReason ?? undefined });
          } else if (received) {
            toast.success(`${formatNaira(received.amount)} received from ${senderName.trim()}`);
          }
          setAmount("");
          setSenderName("");
          router.refresh();
        } catch (failure) {
          setError(messageOr(failure, "The transfer could not be simulated. Please try again."));
        } finally {
          setSending(false);
        }
      }}
    >
      <div>
        <h3 id="simulate-heading" className="font-semibold">
          Simulate an incoming transfer
        </h3>
        <p className="text-sm text-muted-foreground">Sandbox only: no real money moves.</p>
      </div>
      <FormField id="simulate-amount" label="Amount (₦)">
        <Input
          id="simulate-amount"
          inputMode="decimal"
          placeholder="5000"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <FormField id="simulate-sender" label="Sender Name" error={error}>
        <Input
          id="simulate-sender"
          autoComplete="off"
          placeholder="Chidi Okeke"
          value={senderName}
          onChange={(event) => setSenderName(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={sending}>
        {sending ? "Sending…" : "Simulate Transfer"}
      </Button>
    </form>
  );
}
