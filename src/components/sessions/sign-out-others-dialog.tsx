"use client";

import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";

/** Asks before every other device is signed out: each of them must log in again. */
export function SignOutOthersDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const t = useTranslations("sessions.others");
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? t("signingOut") : t("button")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t("title")}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("description")}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("cancel")}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {t("confirm")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
