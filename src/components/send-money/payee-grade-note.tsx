"use client";

import { AlertTriangleIcon, CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PayeeGrade } from "@/lib/payee-match";
import { cn } from "@/lib/utils";

const LOOKS = {
  match: { Icon: CheckCircle2Icon, tone: "border-success/40 bg-success/5", icon: "text-success", text: "payeeMatch" },
  close: {
    Icon: AlertTriangleIcon,
    tone: "border-warning/50 bg-warning/10",
    icon: "text-warning-foreground",
    text: "payeeClose",
  },
  none: {
    Icon: XCircleIcon,
    tone: "border-destructive/40 bg-destructive/5",
    icon: "text-destructive",
    text: "payeeNone",
  },
} as const;

/** What the payee name check found: Match, Close match with both names, or No match and what to do. */
export function PayeeGradeNote({
  grade,
  typed,
  bankName,
  sentAnyway = false,
}: {
  grade: PayeeGrade;
  typed: string;
  bankName: string;
  /** On Confirm, after the person chose Send anyway: said as their choice, not as a question. */
  sentAnyway?: boolean;
}) {
  const t = useTranslations("sendMoney");
  const look = LOOKS[grade];
  return (
    <div
      role="status"
      data-testid="payee-grade"
      data-grade={grade}
      className={cn("flex items-start gap-2 rounded-lg border px-3 py-2 text-sm", look.tone)}
    >
      <look.Icon className={cn("mt-0.5 size-4 shrink-0", look.icon)} aria-hidden />
      <div className="min-w-0 break-words">
        <p>{t(look.text, { bankName, typed })}</p>
        {grade === "none" && <p className="mt-1 font-medium">{t(sentAnyway ? "payeeSentAnyway" : "payeeNoneNext")}</p>}
      </div>
    </div>
  );
}
