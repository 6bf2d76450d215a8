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
  // Which button last copied: Copy (the number), or Share where there is no share sheet (the details).
  const [copied, setCopied] = useState<"number" | "details" | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string, what: "number" | "details") => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      // Clipboard refused (an insecure page, a denied permission): the number stays on screen to read out.
    }
  };
  const details = t("shareText", account);
  const share = async () => {
    if (typeof navigator.share !== "function") return copy(details, "details");
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
          aria-label={copied === "number" ? t("copied") : t("copyAccountNumber")}
          onClick={() => copy(account.accountNumber, "number")}
        >
          {copied === "number" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          <span aria-live="polite">{copied === "number" ? t("copied") : t("copy")}</span>
        </Button>
        <Button
          type="button"
          variant="inverse"
          size="sm"
          aria-label={copied === "details" ? t("detailsCopied") : t("shareAccountDetails")}
          onClick={share}
        >
          {copied === "details" ? <CheckIcon aria-hidden /> : <Share2Icon aria-hidden />}
          <span aria-live="polite">{copied === "details" ? t("detailsCopied") : t("share")}</span>
        </Button>
      </div>
    </div>
  );
}
