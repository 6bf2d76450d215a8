"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Asks before every other device is signed out: each of them must log in again. */
export function SignOutOthersDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("sessions.others");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? t("signingOut") : t("button")}
        </Button>
      }
      title={t("title")}
      description={t("description")}
      cancel={t("cancel")}
      confirm={t("confirm")}
      onConfirm={onConfirm}
    />
  );
}
