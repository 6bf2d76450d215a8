"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import type { CaseView } from "@/lib/schemas/support-case";
import { CaseCard } from "./case-card";
import { CaseForm } from "./case-form";

/** Contact Support: the same form without a transaction, then every case the person has opened. */
export function ContactSupport({ cases }: { cases: CaseView[] }) {
  const t = useTranslations("cases");
  const [shown, setShown] = React.useState(cases);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [formKey, setFormKey] = React.useState(0);

  return (
    <div className="flex flex-col gap-6">
      <CaseForm
        key={formKey}
        onOpened={(supportCase) => {
          setShown((before) => [supportCase, ...before]);
          setNotice(t("received", { reference: supportCase.reference }));
          setFormKey((key) => key + 1);
        }}
      />
      {notice && (
        <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <section aria-labelledby="your-cases" className="flex flex-col gap-3">
        <h2 id="your-cases" className="text-lg font-semibold">
          {t("yourCases")}
        </h2>
        {shown.length === 0 && <p className="text-sm text-muted-foreground">{t("noCases")}</p>}
        {shown.map((supportCase) => (
          <CaseCard key={supportCase.reference} supportCase={supportCase} />
        ))}
      </section>
    </div>
  );
}
