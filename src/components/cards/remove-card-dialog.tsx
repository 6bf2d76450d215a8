"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Asks before a saved card is removed: removing it at the card processor cannot be undone. */
export function RemoveCardDialog({ label, busy, onConfirm }: { label: string; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("cards");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" disabled={busy} aria-label={t("removeLabel", { card: label })}>
          {t("remove")}
        </Button>
      }
      title={t("removeTitle", { card: label })}
      description={t("removeDescription")}
      cancel={t("keep")}
      confirm={t("confirmRemove")}
      onConfirm={onConfirm}
    />
  );
}
