"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Loader2Icon, SnowflakeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson, sendJson } from "@/lib/http/post-json";
import { UnfreezeForm } from "@/components/freeze/unfreeze-form";
import { UnfreezeCountdown } from "@/components/freeze/unfreeze-countdown";
import type { FreezeView } from "@/components/freeze/freeze-view";
import { Section } from "../setting-row";

const POINTS = ["pointMoney", "pointSessions", "pointCards", "pointAlert"] as const;

/**
 * Security › Emergency freeze. Not frozen: what a freeze does, and "Freeze my account" after a confirmation;
 * the freeze ends this session too, so the person lands on the login page told why. Frozen: the unfreeze form
 * (password and SMS code), then the time it takes effect with a countdown and "Keep it frozen".
 */
export function FreezeSection() {
  const t = useTranslations("freeze.section");
  const router = useRouter();
  const [state, setState] = useState<FreezeView | null>(null);
  const [minutes, setMinutes] = useState(60);
  const [freezing, setFreezing] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/account/freeze", { credentials: "same-origin", cache: "no-store" });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: FreezeView };
      if (data.unfreezeDelayMinutes) setMinutes(data.unfreezeDelayMinutes);
      setState((before) => {
        if (before?.frozen && !data.frozen) toast.success(t("unfrozen"), { description: t("unfrozenDescription") });
        return data;
      });
    } catch {
      // offline: the section stays as it was
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const freeze = async () => {
    setFreezing(true);
    try {
      await postJson("/api/account/freeze", {});
      // Every session ended, this one too: the login page says why.
      router.push("/login?signedOut=frozen");
      router.refresh();
    } catch (error) {
      setFreezing(false);
      toast.error(t("notFrozen"), { description: messageOr(error, t("tryAgain")) });
    }
  };

  const keep = async () => {
    try {
      const body = await sendJson<{ data: FreezeView }>("DELETE", "/api/account/unfreeze");
      setState(body.data);
      toast.success(t("keptFrozen"), { description: t("keptFrozenDescription") });
    } catch (error) {
      toast.error(t("notUnfrozen"), { description: messageOr(error, t("tryAgain")) });
      void load();
    }
  };

  return (
    <Section title={t("title")} id="freeze">
      {state === null ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : !state.frozen ? (
        <div className="flex flex-col gap-3 text-sm">
          <p>{t("explain")}</p>
          <ul className="list-disc space-y-1 pl-5">
            {POINTS.map((point) => (
              <li key={point}>{t(point)}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">{t("unfreezeNote", { minutes })}</p>
          <div className="flex justify-end">
            <ConfirmDialog
              trigger={
                <Button type="button" variant="destructive" disabled={freezing} aria-busy={freezing}>
                  {freezing ? <Loader2Icon className="animate-spin" aria-hidden /> : <SnowflakeIcon aria-hidden />}
                  {freezing ? t("freezing") : t("freeze")}
                </Button>
              }
              title={t("confirmTitle")}
              description={t("confirmText")}
              cancel={t("cancel")}
              confirm={t("confirm")}
              onConfirm={() => void freeze()}
            />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div role="status" className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/15 p-3">
            <SnowflakeIcon className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden />
            <div className="text-sm">
              <p className="font-semibold">{t("frozenTitle")}</p>
              <p>{t("frozenText")}</p>
            </div>
          </div>
          {state.unfreezeAt ? (
            <UnfreezeCountdown unfreezeAt={state.unfreezeAt} onKeep={keep} onDone={() => void load()} />
          ) : (
            <>
              <h3 className="text-sm font-semibold">{t("unfreezeTitle")}</h3>
              <UnfreezeForm minutes={minutes} onAccepted={setState} />
            </>
          )}
        </div>
      )}
    </Section>
  );
}
