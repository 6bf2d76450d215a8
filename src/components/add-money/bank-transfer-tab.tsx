"use client";

import { useEffect, useState } from "react";
import { InfoIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/money/detail-list";
import { CopyButton } from "@/components/transactions/copy-button";
import { SimulateTransferForm } from "./simulate-transfer-form";

type Account =
  | { status: "assigned"; bankName: string; accountNumber: string; accountName: string }
  | { status: "pending" }
  | { status: "failed" };

const POLL_MS = 3_000;

/** The person's own account number (docs/money.md, Receiving money): a transfer to it lands in the wallet. */
export function BankTransferTab({ onSwitchToCard }: { walletId?: string | null; onSwitchToCard: () => void }) {
  const t = useTranslations("addMoney");
  const [account, setAccount] = useState<Account | null>(null);
  const [simulate, setSimulate] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const response = await fetch("/api/funding/account", { credentials: "same-origin", cache: "no-store" });
        if (!response.ok) throw new Error(String(response.status));
        const { data } = (await response.json()) as { data: { account: Account; simulate: boolean } };
        if (stopped) return;
        setAccount(data.account);
        setSimulate(data.simulate);
        setUnreachable(false);
        if (data.account.status !== "assigned") timer = setTimeout(load, POLL_MS);
      } catch {
        if (stopped) return;
        setUnreachable(true);
        timer = setTimeout(load, POLL_MS);
      }
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  if (account?.status !== "assigned") {
    return (
      <div className="flex flex-col gap-5">
        <div
          className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-8 text-center"
          role="status"
          aria-live="polite"
        >
          <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("settingUp")}</p>
          <p className="text-sm text-muted-foreground">
            {account?.status === "failed" || unreachable ? t("takingLonger") : t("fewSeconds")}
          </p>
        </div>
        <Button variant="outline" size="lg" onClick={onSwitchToCard}>
          {t("switchToCard")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{t("accountIsYours")}</p>
      <DetailList
        rows={[
          { label: t("bankName"), value: account.bankName },
          {
            label: t("accountNumber"),
            value: (
              <span className="flex items-center justify-end gap-1">
                <span className="text-base whitespace-nowrap tabular-nums" data-testid="account-number">
                  {account.accountNumber}
                </span>
                <CopyButton value={account.accountNumber} label={t("copyAccountNumber")} />
              </span>
            ),
          },
          { label: t("accountName"), value: account.accountName },
        ]}
      />
      <p className="flex gap-2 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("arrivalHint")}
      </p>
      {simulate && <SimulateTransferForm />}
      <Button variant="outline" size="lg" onClick={onSwitchToCard}>
        {t("switchToCard")}
      </Button>
    </div>
  );
}
