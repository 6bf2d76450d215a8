"use client";

import { useEffect, useState } from "react";
import type { TransactionView } from "@/lib/transaction-view";
import { postJson } from "@/lib/http/post-json";
import { refreshUrl } from "@/components/transactions/pending-refresher";
import { useHapticWhenCompleted } from "@/lib/haptics";

const POLL_EVERY_MS = 3_000;

/**
 * While a transaction is Pending, asks again every few seconds; the server checks with the provider (a bank
 * for a transfer, the card processor for a top-up), so a screen left open settles even where no background
 * job runs. A cooling-off send is asked about once its wait is over. Returns the transaction, and a way to
 * replace it with one a screen was answered (a cancellation).
 */
export function usePolledTransaction(
  initial: TransactionView,
  onSettled?: (transaction: TransactionView) => void,
): [TransactionView, (transaction: TransactionView) => void] {
  const [transaction, setTransaction] = useState(initial);
  useEffect(() => {
    if (transaction.status !== "Pending") return;
    const waitsFor = transaction.scheduledFor ? new Date(transaction.scheduledFor).getTime() - Date.now() : 0;
    const timer = setTimeout(
      async () => {
        try {
          const next = (await postJson<{ data: { transaction: TransactionView } }>(refreshUrl(transaction.id))).data
            .transaction;
          setTransaction(next);
          if (next.status !== "Pending") onSettled?.(next);
        } catch {
          setTransaction({ ...transaction }); // offline, or a 5xx: try again on the next tick
        }
      },
      Math.max(POLL_EVERY_MS, waitsFor + 1_000),
    );
    return () => clearTimeout(timer);
  }, [transaction, onSettled]);
  useHapticWhenCompleted(transaction.id, transaction.status);
  return [transaction, setTransaction];
}
