"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { postJson } from "@/lib/http/post-json";
import type { TransactionView } from "@/lib/transaction-view";

/** Where a screen asks for a pending transfer to be checked with the provider (a POST: GET changes nothing). */
export const refreshUrl = (id: number) => `/api/transactions/${id}/refresh`;

/** On a pending transfer's page: asks for its status every few seconds and redraws once it changes. */
export function PendingRefresher({ id }: { id: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const { data } = await postJson<{ data: { transaction: TransactionView } }>(refreshUrl(id));
        if (data.transaction.status !== "Pending") router.refresh();
      } catch {
        // offline for a moment, or a 5xx: ask again on the next tick
      }
    }, 5_000);
    return () => clearInterval(timer);
  }, [id, router]);
  return null;
}
