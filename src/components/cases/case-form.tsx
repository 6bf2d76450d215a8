"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { messageOr, postJson } from "@/lib/http/post-json";
import { CASE_NOTE_MAX, CASE_REASONS, type CaseReason, type CaseView } from "@/lib/schemas/support-case";

type Opened = { data: { case: CaseView; existing: boolean } };

/**
 * The one form behind "Report this transaction" and Contact Support: a reason and a note. With a transaction,
 * a second report answers the case already open.
 */
export function CaseForm({
  transactionId,
  reasons = CASE_REASONS,
  onOpened,
  onCancel,
}: {
  transactionId?: string;
  /** The reasons offered: a transaction's own (caseReasonsFor), or every one for Contact Support. */
  reasons?: readonly CaseReason[];
  onOpened: (supportCase: CaseView, existing: boolean) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("cases");
  const [reason, setReason] = React.useState<CaseReason | "">("");
  const [note, setNote] = React.useState("");
  const [problem, setProblem] = React.useState<{ field: "reason" | "note" | "form"; message: string } | null>(null);
  const [sending, setSending] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem({ field: "reason", message: t("errors.reason") });
    if (!note.trim()) return setProblem({ field: "note", message: t("errors.note") });
    if (note.trim().length > CASE_NOTE_MAX) {
      return setProblem({ field: "note", message: t("errors.noteTooLong", { max: CASE_NOTE_MAX }) });
    }
    setProblem(null);
    setSending(true);
    try {
      const { data } = await postJson<Opened>("/api/cases", { reason, note: note.trim(), transactionId });
      onOpened(data.case, data.existing);
    } catch (error) {
      setProblem({ field: "form", message: messageOr(error, t("errors.tryAgain")) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="case-reason">{t("reasonLabel")}</Label>
        <NativeSelect
          id="case-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as CaseReason)}
          aria-invalid={problem?.field === "reason" || undefined}
          aria-describedby={problem?.field === "reason" ? "case-reason-error" : undefined}
        >
          <option value="" disabled>
            {t("reasonPlaceholder")}
          </option>
          {reasons.map((value) => (
            <option key={value} value={value}>
              {t(`reasons.${value}`)}
            </option>
          ))}
        </NativeSelect>
        {problem?.field === "reason" && (
          <p id="case-reason-error" className="text-sm text-destructive">
            {problem.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="case-note">{t("noteLabel")}</Label>
        <Textarea
          id="case-note"
          rows={4}
          value={note}
          maxLength={CASE_NOTE_MAX}
          placeholder={t("notePlaceholder")}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problem?.field === "note" || undefined}
          aria-describedby={problem?.field === "note" ? "case-note-error" : "case-note-count"}
        />
        <p id="case-note-count" className="text-xs text-muted-foreground">
          {t("noteCount", { count: note.length, max: CASE_NOTE_MAX })}
        </p>
        {problem?.field === "note" && (
          <p id="case-note-error" className="text-sm text-destructive">
            {problem.message}
          </p>
        )}
      </div>
      {problem?.field === "form" && (
        <p role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("send")}
        </Button>
      </div>
    </form>
  );
}
