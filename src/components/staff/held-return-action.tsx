"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/http/post-json";

/**
 * Return a held deposit to its sender: a reason for the audit trail and, when the provider gave only a masked
 * account, the sender's account and bank code (name enquiry must find the sender's name there).
 */
export function HeldReturnAction({ transactionId, needsAccount }: { transactionId: number; needsAccount: boolean }) {
  const t = useTranslations("staff");
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState({ reason: "", accountNumber: "", bankCode: "" });

  if (!open) {
    return (
      <Button type="button" size="md" variant="outline" onClick={() => setOpen(true)}>
        {t("held.return")}
      </Button>
    );
  }
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((now) => ({ ...now, [name]: event.target.value }));
  return (
    <form
      className="flex w-full flex-col gap-2 rounded-lg border bg-card p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          const answer = await postJson<{ data: { state: "pending" | "sent" } }>(
            `/api/staff/held/${transactionId}/return`,
            fields,
          );
          toast.dismiss();
          toast.success(answer.data.state === "sent" ? t("held.returned") : t("held.returning"));
          setOpen(false);
          router.refresh();
        } catch (caught) {
          toast.error((caught as Error).message || t("held.notReturned"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Label htmlFor={`${id}-reason`}>{t("common.reason")}</Label>
      <Textarea id={`${id}-reason`} rows={2} maxLength={1000} required value={fields.reason} onChange={set("reason")} />
      {needsAccount && (
        <>
          <p className="text-xs text-muted-foreground">{t("held.accountHint")}</p>
          <Label htmlFor={`${id}-account`}>{t("held.accountNumber")}</Label>
          <Input
            id={`${id}-account`}
            inputMode="numeric"
            maxLength={10}
            value={fields.accountNumber}
            onChange={set("accountNumber")}
          />
          <Label htmlFor={`${id}-bank`}>{t("held.bankCode")}</Label>
          <Input
            id={`${id}-bank`}
            maxLength={10}
            inputMode="numeric"
            aria-describedby={`${id}-bank-hint`}
            value={fields.bankCode}
            onChange={set("bankCode")}
          />
          <p id={`${id}-bank-hint`} className="text-xs text-muted-foreground">
            {t("held.bankCodeHint")}
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="md" disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? t("held.returningNow") : `${t("held.return")}: ${t("common.confirm")}`}
        </Button>
        <Button type="button" size="md" variant="ghost" onClick={() => setOpen(false)}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
