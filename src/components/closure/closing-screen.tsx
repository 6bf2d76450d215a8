"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CalendarClockIcon, Loader2Icon, LogOutIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/frame/use-logout";
import { messageOr, postJson } from "@/lib/http/post-json";

/** The screen after signing in during the cooling-off: keep the account, or sign out and let it close. */
export function ClosingScreen({ requestedAt, closesAt }: { requestedAt: string; closesAt: string }) {
  const t = useTranslations("closure.screen");
  const tClosure = useTranslations("closure");
  const router = useRouter();
  const { logout, pending: signingOut } = useLogout();
  const [cancelling, setCancelling] = React.useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      await postJson("/api/account/closure/cancel");
      toast.success(t("cancelled"), { description: t("cancelledDescription") });
      router.push("/dashboard");
      router.refresh();
    } catch (error) {
      toast.error(t("notCancelled"), { description: messageOr(error, tClosure("tryAgain")) });
      setCancelling(false);
    }
  };

  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center">
      <CalendarClockIcon className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{t("title", { date: new Date(closesAt) })}</h1>
      <p className="text-sm text-muted-foreground">{t("body", { requested: new Date(requestedAt) })}</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Button size="lg" onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling}>
          {cancelling && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("cancel")}
        </Button>
        <Button size="lg" variant="outline" onClick={() => void logout()} disabled={signingOut}>
          <LogOutIcon aria-hidden />
          {t("signOut")}
        </Button>
      </div>
    </section>
  );
}
