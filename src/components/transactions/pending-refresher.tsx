"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/** On a pending transfer's page: asks for its status every few seconds and redraws once it changes. */
export function PendingRefresher({ id }: { id: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/api/transactions/${id}`, { credentials: "same-origin" });
        if (response.ok && (await response.json()).data.transaction.status !== "Pending") router.refresh();
      } catch {
        // offline for a moment: ask again on the next tick
      }
    }, 5_000);
    return () => clearInterval(timer);
  }, [id, router]);
  return null;
}
