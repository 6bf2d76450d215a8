"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { FlagIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { caseReasonsFor, type CaseView } from "@/lib/schemas/support-case";
import { CaseCard } from "./case-card";
import { CaseForm } from "./case-form";

/**
 * The transaction detail page's "Report this transaction": the open case with its timeline when there is one,
 * else the button and the form; resolved cases stay listed below.
 */
export function ReportTransaction({
  transactionId,
  transaction,
  cases,
}: {
  transactionId: string;
  /** Its type and status, as the page shows them: the reasons offered fit them. */
  transaction: { transactionType: string; status: string; scheduledFor?: string | null };
  cases: CaseView[];
}) {
  const t = useTranslations("cases");
  const [shown, setShown] = React.useState(cases);
  const [writing, setWriting] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);
  const open = shown.find((supportCase) => supportCase.status !== "RESOLVED");
  const past = shown.filter((supportCase) => supportCase !== open);

  const opened = (supportCase: CaseView, existing: boolean) => {
    setWriting(false);
    setShown((before) => [supportCase, ...before.filter((c) => c.reference !== supportCase.reference)]);
    setNotice(
      existing
        ? t("alreadyOpen", { reference: supportCase.reference })
        : t("received", { reference: supportCase.reference }),
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {notice && (
        <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      {open ? (
        <CaseCard supportCase={open} />
      ) : writing ? (
        <CaseForm
          transactionId={transactionId}
          reasons={caseReasonsFor(transaction)}
          onOpened={opened}
          onCancel={() => setWriting(false)}
        />
      ) : (
        <Button variant="outline" size="lg" onClick={() => setWriting(true)}>
          <FlagIcon aria-hidden />
          {t("report")}
        </Button>
      )}
      {past.map((supportCase) => (
        <CaseCard key={supportCase.reference} supportCase={supportCase} />
      ))}
    </div>
  );
}
