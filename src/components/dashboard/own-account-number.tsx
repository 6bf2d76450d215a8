"use client";

import { CheckIcon, Share2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/transactions/copy-button";
import { useCopy } from "@/components/transactions/use-copy";

export type OwnAccount = { bankName: string; accountNumber: string; accountName: string };

/**
 * The person's own account number on the home screen, as people give theirs to be paid: Copy, and Share through
 * the phone's share sheet (bank, number and name), or a copy of those details where the browser has no share sheet.
 */
export function OwnAccountNumber({ account }: { account: OwnAccount }) {
  const t = useTranslations("dashboard");
  const details = t("shareText", account);
  const copiedDetails = useCopy();
  const share = async () => {
    if (typeof navigator.share !== "function") return copiedDetails.copy(details);
    try {
      await navigator.share({ title: t("shareTitle"), text: details });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  const copied = copiedDetails.copied;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white/10 px-3 py-2">
      <p className="text-sm">
        <span className="block text-xs opacity-90">{t("yourAccount", { bank: account.bankName })}</span>
        <span className="font-mono text-base font-semibold tracking-wider" data-testid="own-account-number">
          {account.accountNumber}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={account.accountNumber} label={t("copyAccountNumber")} variant="inverse" />
        <Button
          type="button"
          variant="inverse"
          size="sm"
          aria-label={copied ? t("detailsCopied") : t("shareAccountDetails")}
          onClick={share}
        >
          {copied ? <CheckIcon aria-hidden /> : <Share2Icon aria-hidden />}
          <span aria-live="polite">{copied ? t("detailsCopied") : t("share")}</span>
        </Button>
      </div>
    </div>
  );
}
