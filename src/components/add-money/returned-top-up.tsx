"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { TransactionView } from "@/lib/transaction-view";
import { TopUpResult } from "./top-up-result";
import { TransferResult } from "@/components/send-money/transfer-result";

/** A top-up's outcome once the person is back from their bank's page; a pending one is polled until it settles. */
export function ReturnedTopUp({ transaction }: { transaction: TransactionView }) {
  const t = useTranslations("addMoney");
  const router = useRouter();
  // A card payment for a Card to Account transfer: the transfer it became.
  if (transaction.transactionType === "SEND") {
    return <TransferResult initial={transaction} onSettled={() => router.refresh()} />;
  }
  return (
    <TopUpResult
      initial={transaction}
      onSettled={() => router.refresh()}
      action={
        <Button asChild variant="outline" size="lg">
          <Link href="/add-money">{t("addMore")}</Link>
        </Button>
      }
    />
  );
}
