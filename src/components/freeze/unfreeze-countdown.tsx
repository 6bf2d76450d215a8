"use client";

import { useEffect, useState } from "react";
import { useCountdown } from "@/components/ui/use-countdown";
import { useFormatter, useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * An accepted unfreeze: the time it takes effect, a live countdown, and "Keep it frozen". When the time comes
 * `onDone` reads the state again (the server decides, by its clock).
 */
export function UnfreezeCountdown({
  unfreezeAt,
  onKeep,
  onDone,
}: {
  unfreezeAt: string;
  onKeep: () => Promise<void>;
  onDone: () => void;
}) {
  const t = useTranslations("freeze.section");
  const format = useFormatter();
  const at = new Date(unfreezeAt);
  const [keeping, setKeeping] = useState(false);
  const countdown = useCountdown(at);
  const due = countdown.remainingMs <= 0;
  useEffect(() => {
    if (!due) return;
    // A second's grace for the server's clock.
    const later = setTimeout(onDone, 1000);
    return () => clearTimeout(later);
  }, [due, onDone]);

  return (
    <div className="flex flex-col gap-3" data-testid="unfreeze-countdown">
      <p className="text-base font-semibold">
        {t("unfreezesAt", { time: format.dateTime(at, { hour: "2-digit", minute: "2-digit" }) })}
      </p>
      <p className="font-mono text-2xl tabular-nums" aria-live="off">
        {t("countdown", { time: countdown.text })}
      </p>
      <p className="text-sm text-muted-foreground">{t("unfreezeWait")}</p>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={keeping}
          aria-busy={keeping}
          onClick={async () => {
            setKeeping(true);
            await onKeep().finally(() => setKeeping(false));
          }}
        >
          {keeping && <Loader2Icon className="animate-spin" aria-hidden />}
          {keeping ? t("keepingFrozen") : t("keepFrozen")}
        </Button>
      </div>
    </div>
  );
}
