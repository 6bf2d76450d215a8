"use client";

import { useTranslations } from "next-intl";
import { DateTime } from "@/components/money/date-time";
import { CheckCircle2Icon, CircleDotIcon, CircleIcon } from "lucide-react";
import { CASE_STATUSES, type CaseView } from "@/lib/schemas/support-case";
import { cn } from "@/lib/utils";

/** A case: its reference, why it was opened, and the timeline (received, investigating, resolved). */
export function CaseCard({ supportCase }: { supportCase: CaseView }) {
  const t = useTranslations("cases");
  const reached = CASE_STATUSES.indexOf(supportCase.status);
  return (
    <section
      className="rounded-xl border bg-card p-4 text-sm"
      aria-labelledby={`case-${supportCase.reference}`}
      data-testid="support-case"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`case-${supportCase.reference}`} className="font-semibold">
            {t("caseTitle")} <span className="font-mono">{supportCase.reference}</span>
          </h3>
          <p className="mt-0.5 text-muted-foreground">{t(`reasons.${supportCase.reason}`)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
          {t(`statuses.${supportCase.status}`)}
        </span>
      </div>
      {supportCase.origin !== "PERSON" && (
        <p className="mt-3 text-muted-foreground">{t(`origins.${supportCase.origin}`)}</p>
      )}
      {supportCase.note && <p className="mt-3 break-words whitespace-pre-line">{supportCase.note}</p>}
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("timeline")}</h4>
      <ol className="mt-2 flex flex-col gap-3">
        {CASE_STATUSES.map((status, index) => {
          const events = supportCase.events.filter((event) => event.status === status);
          const done = index <= reached;
          const Icon = done ? (index === reached ? CircleDotIcon : CheckCircle2Icon) : CircleIcon;
          return (
            <li key={status} className="flex gap-3">
              <Icon
                className={cn("mt-0.5 size-4 shrink-0", done ? "text-primary" : "text-muted-foreground/50")}
                aria-hidden
              />
              <div className={cn("min-w-0", !done && "text-muted-foreground")}>
                <p className="font-medium">
                  {t(`statuses.${status}`)}
                  {!done && <span className="sr-only"> {t("notYet")}</span>}
                </p>
                {events.map((event) => (
                  <div key={event.at} className="text-muted-foreground">
                    <DateTime at={event.at} className="text-xs" />
                    {event.note && <p className="break-words whitespace-pre-line text-foreground">{event.note}</p>}
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
