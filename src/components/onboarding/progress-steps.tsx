import { CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** The steps, by their keys in `onboarding.progress`. */
const STEPS = ["verification", "identity", "wallet"] as const;

/** The three steps of onboarding; steps before the current one show a tick. */
export function ProgressSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const t = useTranslations("onboarding.progress");
  return (
    <ol className="flex items-center gap-1.5" aria-label={t("label")}>
      {STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={label} className="flex flex-1 items-center gap-1.5" aria-current={active ? "step" : undefined}>
            <span
              className={cn(
                "grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary text-primary",
                !done && !active && "border-border text-muted-foreground",
              )}
            >
              {done ? <CheckIcon className="size-4" aria-hidden /> : step}
            </span>
            <span className={cn("text-sm font-medium", active ? "text-foreground" : "text-muted-foreground")}>
              {t(label)}
              {done && <span className="sr-only">{t("done")}</span>}
            </span>
            {step < STEPS.length && <span className="h-0.5 flex-1 rounded bg-border" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
