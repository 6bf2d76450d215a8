"use client";

import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";

/** Asks before a saved card is removed: removing it at the card processor cannot be undone. */
export function RemoveCardDialog({ label, busy, onConfirm }: { label: string; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("cards");
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={busy} aria-label={t("removeLabel", { card: label })}>
          {t("remove")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t("removeTitle", { card: label })}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("removeDescription")}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("keep")}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {t("confirmRemove")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
