"use client";

import { useState } from "react";
import { CheckIcon, Loader2Icon, RepeatIcon, UserRoundPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { sendAgainHref } from "@/lib/beneficiaries";

/**
 * Under a transfer: "Save beneficiary" (its bank names the account again first; one it cannot resolve is not
 * saved) and, where asked, "Send again" with the account and bank filled in.
 */
export function BeneficiaryActions({
  accountNumber,
  bank,
  saved: savedBefore,
  canSave = true,
  sendAgain = false,
}: {
  accountNumber: string;
  bank: string;
  saved: boolean;
  canSave?: boolean;
  sendAgain?: boolean;
}) {
  const t = useTranslations("beneficiaries");
  const [saved, setSaved] = useState(savedBefore);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await postJson("/api/beneficiaries", { recipientAccountNumber: accountNumber, recipientBank: bank });
      setSaved(true);
    } catch (failure) {
      toast.error(t("saveFailed"), { description: messageOr(failure, t("saveFailedDescription")) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {!canSave && !saved ? null : saved ? (
        <p
          className="flex min-h-12 grow basis-0 items-center justify-center gap-2 rounded-lg border border-success/40 bg-success/5 px-3 text-sm font-medium"
          role="status"
          data-testid="beneficiary-saved"
        >
          <CheckIcon className="size-4 text-success" aria-hidden />
          <Link href="/beneficiaries" className="underline-offset-4 hover:underline">
            {t("savedBeneficiary")}
          </Link>
        </p>
      ) : (
        <Button
          variant="outline"
          size="lg"
          className="grow basis-0"
          disabled={saving}
          aria-busy={saving}
          onClick={() => void save()}
        >
          {saving ? <Loader2Icon className="animate-spin" aria-hidden /> : <UserRoundPlusIcon aria-hidden />}
          {saving ? t("savingBeneficiary") : t("saveBeneficiary")}
        </Button>
      )}
      {sendAgain && (
        <Button asChild variant="outline" size="lg" className="grow basis-0">
          <Link href={sendAgainHref({ accountNumber, bank })}>
            <RepeatIcon aria-hidden />
            {t("sendAgain")}
          </Link>
        </Button>
      )}
    </div>
  );
}
