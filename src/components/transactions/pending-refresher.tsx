"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { postJson } from "@/lib/http/post-json";
import type { TransactionView } from "@/lib/transaction-view";

/** Where a screen asks for a pending transfer to be checked with the provider (a POST: GET changes nothing). */
export const refreshUrl = (id: number) => `/api/transactions/${id}/refresh`;

/**
 * On a pending transfer's page: asks for its status every few seconds and redraws once it changes. A cooling-off
 * send (`scheduledFor`) is asked about only once its wait is over.
 */
export function PendingRefresher({ id, scheduledFor }: { id: number; scheduledFor?: string | null }) {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const ask = async () => {
      try {
        const { data } = await postJson<{ data: { transaction: TransactionView } }>(refreshUrl(id));
        if (data.transaction.status !== "Pending") router.refresh();
      } catch {
        // offline for a moment, or a 5xx: ask again on the next tick
      }
    };
    const start = setTimeout(
      () => (timer = setInterval(ask, 5_000)),
      scheduledFor ? Math.max(0, new Date(scheduledFor).getTime() - Date.now()) : 0,
    );
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [id, router, scheduledFor]);
  return null;
}
