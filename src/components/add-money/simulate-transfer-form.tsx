"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { useNaira } from "@/components/money/naira";

type Answer = {
  data: {
    transaction: { amount: string; status: string; failureReason: string | null } | null;
    webhookLost: boolean;
  };
};

/** Sandbox only: someone sends money to this account number, through the same signed path as a real bank's. */
export function SimulateTransferForm() {
  const t = useTranslations("addMoney");
  const naira = useNaira();
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
          if (data.webhookLost) {
            toast.info(t("noticeLost"));
          } else if (received?.status === "Held") {
            toast.info(t("onHold"), { description: received.failureReason ?? undefined });
          } else if (received) {
            toast.success(t("receivedFrom", { amount: naira(received.amount), name: senderName.trim() }));
          }
          setAmount("");
          setSenderName("");
          router.refresh();
        } catch (failure) {
          setError(messageOr(failure, t("simulateFailed")));
        } finally {
          setSending(false);
        }
      }}
    >
      <div>
        <h3 id="simulate-heading" className="font-semibold">
          {t("simulateHeading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("sandboxOnly")}</p>
      </div>
      <FormField id="simulate-amount" label={t("simulateAmount")}>
        <Input
          id="simulate-amount"
          inputMode="decimal"
          placeholder="5000"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <FormField id="simulate-sender" label={t("senderName")} error={error}>
        <Input
          id="simulate-sender"
          autoComplete="off"
          placeholder="Chidi Okeke"
          value={senderName}
          onChange={(event) => setSenderName(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={sending}>
        {sending ? t("sending") : t("simulate")}
      </Button>
    </form>
  );
}
