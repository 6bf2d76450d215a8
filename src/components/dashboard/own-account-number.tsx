"use client";

import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon, Share2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export type OwnAccount = { bankName: string; accountNumber: string; accountName: string };

/**
 * The person's own account number on the home screen, as people give theirs to be paid: Copy, and Share through
 * the phone's share sheet (bank, number and name), or a copy where the browser has no share sheet.
 */
export function OwnAccountNumber({ account }: { account: OwnAccount }) {
  const t = useTranslations("dashboard");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard refused (an insecure page, a denied permission): the number stays on screen to read out.
    }
  };
  const details = t("shareText", account);
  const share = async () => {
    if (typeof navigator.share !== "function") return copy(details);
    try {
      await navigator.share({ title: t("shareTitle"), text: details });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white/10 px-3 py-2">
      <p className="text-sm">
        <span className="block text-xs opacity-90">{t("yourAccount", { bank: account.bankName })}</span>
        <span className="font-mono text-base font-semibold tracking-wider" data-testid="own-account-number">
          {account.accountNumber}
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="inverse"
          size="sm"
          aria-label={copied ? t("copied") : t("copyAccountNumber")}
          onClick={() => copy(account.accountNumber)}
        >
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
        </Button>
        <Button type="button" variant="inverse" size="sm" aria-label={t("shareAccountDetails")} onClick={share}>
          <Share2Icon aria-hidden />
          {t("share")}
        </Button>
      </div>
    </div>
  );
}
