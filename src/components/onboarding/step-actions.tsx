import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/**
 * A step's Back and its main button. On a phone each takes the whole width, the main one last, nearest the
 * thumb, so a long label ("Complete Verification") stays inside the card; from sm up they sit side by side.
 * The order on screen is the order of the focus.
 */
export function StepActions({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const t = useTranslations("onboarding");
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        {t("back")}
      </Button>
      {children}
    </div>
  );
}

/** The main button's classes inside StepActions: it fills what Back leaves. */
export const MAIN_ACTION = "sm:grow sm:basis-0";
