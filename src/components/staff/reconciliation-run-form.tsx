"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/http/post-json";

/** "Run now": compares one Lagos day with every provider in use, then shows the page again with its report. */
export function ReconciliationRunForm({ yesterday, today }: { yesterday: string; today: string }) {
  const t = useTranslations("staff");
  const router = useRouter();
  const id = useId();
  const [day, setDay] = useState(yesterday);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-lg border bg-card p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await postJson("/api/staff/reconciliation/run", { day });
          toast.success(t("reconciliation.ran", { day }));
          router.refresh();
        } catch (caught) {
          toast.error((caught as Error).message || t("reconciliation.notRun"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{t("reconciliation.day")}</Label>
        <Input id={id} type="date" value={day} max={today} onChange={(event) => setDay(event.target.value)} />
      </div>
      <Button type="submit" size="md" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon className="animate-spin" aria-hidden />}
        {busy ? t("reconciliation.running") : t("reconciliation.run")}
      </Button>
    </form>
  );
}
