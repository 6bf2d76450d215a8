"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { DownloadIcon, FileTextIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { OptionSelect } from "@/components/ui/option-select";
import { toast } from "@/components/ui/toast";
import { statementPeriod, type StatementRequest } from "@/lib/schemas/statement";
import { lagosDay } from "@/lib/limits";
import { downloadStatement, useStatement } from "./use-statement";
import { StatementProgress } from "./statement-progress";

/** "Download statement" on /transactions: a period and a format, then the file, or a progress bar while it builds. */
export function DownloadStatement() {
  const t = useTranslations("statements");
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<StatementRequest["range"]>("this-month");
  const [format, setFormat] = useState<StatementRequest["format"]>("pdf");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const statement = useStatement((ready, waited) => {
    if (!waited) {
      downloadStatement(ready.id);
      toast.success(t("downloaded"));
      statement.reset();
    }
  });

  // The emailed link: /transactions?statement=<id> opens the panel on that statement.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("statement");
    if (id) {
      setOpen(true);
      statement.follow(id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const period = statementPeriod({ range, from, to });
    if ("error" in period) return setInvalid(t(`error.${period.error}`));
    setInvalid(null);
    setBusy(true);
    await statement.request({ range, format, ...(range === "custom" && { from, to }) }, t("failed"));
    setBusy(false);
  }

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)} className="self-start">
        <FileTextIcon aria-hidden />
        {t("open")}
      </Button>
    );
  }
  const today = lagosDay(new Date());
  return (
    <section aria-labelledby="statement-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4">
      <div>
        <h3 id="statement-title" className="font-semibold">
          {t("dialogTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("dialogDescription")}</p>
      </div>
      {statement.state ? (
        <StatementProgress state={statement.state} onDone={() => statement.reset()} />
      ) : (
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <FormField id="statement-period" label={t("period")}>
            <OptionSelect
              id="statement-period"
              value={range}
              onValueChange={setRange}
              options={[
                { value: "this-month", label: t("thisMonth") },
                { value: "last-month", label: t("lastMonth") },
                { value: "custom", label: t("custom") },
              ]}
            />
          </FormField>
          <FormField id="statement-format" label={t("format")}>
            <OptionSelect
              id="statement-format"
              value={format}
              onValueChange={setFormat}
              options={[
                { value: "pdf", label: t("pdf") },
                { value: "csv", label: t("csv") },
              ]}
            />
          </FormField>
          {range === "custom" && (
            <>
              <FormField id="statement-from" label={t("from")}>
                <Input
                  id="statement-from"
                  type="date"
                  max={today}
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                />
              </FormField>
              <FormField id="statement-to" label={t("to")}>
                <Input id="statement-to" type="date" max={today} value={to} onChange={(e) => setTo(e.target.value)} />
              </FormField>
            </>
          )}
          {(invalid ?? statement.error) && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {invalid ?? statement.error}
            </p>
          )}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
              {t("download")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
