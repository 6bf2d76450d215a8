"use client";

import { useTranslations } from "next-intl";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadStatement, type StatementState } from "./use-statement";

/** A statement the job is building (a bar the server's progress moves), ready to download, or failed. */
export function StatementProgress({ state, onDone }: { state: StatementState; onDone: () => void }) {
  const t = useTranslations("statements");
  if (state.status === "failed") {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-sm text-destructive">
          {t("failed")}
        </p>
        <Button type="button" variant="outline" className="self-start" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    );
  }
  if (state.status === "ready") {
    return (
      <div className="flex flex-col gap-3" role="status">
        <p className="font-medium">{t("ready")}</p>
        <Button type="button" className="self-start" onClick={() => downloadStatement(state.id)}>
          <DownloadIcon aria-hidden />
          {t("download")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" role="status">
        {t("building", { progress: state.progress })}
      </p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-label={t("dialogTitle")}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${state.progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{t("buildingHint")}</p>
      {state.willEmail && <p className="text-xs text-muted-foreground">{t("emailHint")}</p>}
    </div>
  );
}
