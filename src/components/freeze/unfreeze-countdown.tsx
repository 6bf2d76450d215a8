"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "1:05:09" or "4:59": the time left, ticking each second. */
function left(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

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
  const [now, setNow] = useState(() => Date.now());
  const [keeping, setKeeping] = useState(false);
  const remaining = at.getTime() - now;
  const due = remaining <= 0;
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
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
        {t("countdown", { time: left(remaining) })}
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
