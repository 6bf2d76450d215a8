"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { messageOr, postJson } from "@/lib/http/post-json";
import { Section, SettingRow } from "./setting-row";

/** Privacy: always-private activity, usage analytics, the personal-data download and account closure. */
export function PrivacyTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  const router = useRouter();
  const tDisplay = useTranslations("display");
  const [confirming, setConfirming] = React.useState(false);
  const [closing, setClosing] = React.useState(false);

  const requestClosure = async () => {
    setClosing(true);
    try {
      await postJson("/api/account/closure");
      setConfirming(false);
      toast.success("Closure requested", {
        description: "We have received your request and will contact you to close your account.",
      });
    } catch (error) {
      toast.error("Closure not requested", { description: messageOr(error, "Please try again.") });
    } finally {
      setClosing(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Section title="Privacy">
        <SettingRow
          id="hide-activity"
          label="Hide transaction activity"
          description="Transactions are always kept private: recipients see Veil, never you."
          checked
          disabled
        />
        <SettingRow
          id="usage-analytics"
          label="Usage analytics"
          description={tDisplay("analyticsDescription")}
          checked={settings.usageAnalytics}
          // Refreshed so this page's own recording stops (or starts) at once, not from the next page opened.
          onCheckedChange={(usageAnalytics) => void save({ usageAnalytics }).then((saved) => saved && router.refresh())}
        />
      </Section>
      <Section title="Your Data">
        <div className="flex flex-col gap-3">
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              <DownloadIcon aria-hidden />
              Download personal data
            </a>
          </Button>
          {confirming ? (
            <div
              role="alertdialog"
              aria-labelledby="closure-title"
              className="rounded-lg border border-destructive/40 p-4"
            >
              <p id="closure-title" className="text-sm font-semibold">
                Close your Veil account?
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                Your balance must be ₦0.00. We keep transaction records for five years, as the law requires.
              </p>
              <div className="mt-3 flex gap-3">
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  Keep my account
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => void requestClosure()}
                  disabled={closing}
                  aria-busy={closing}
                >
                  {closing && <Loader2Icon className="animate-spin" aria-hidden />}
                  Yes, request closure
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              Request account closure
            </Button>
          )}
        </div>
      </Section>
    </div>
  );
}
