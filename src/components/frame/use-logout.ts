"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { readErrorMessage } from "@/lib/http/read-error";

/** POST /api/auth/logout with an empty JSON body; on success a toast and the landing page (spec 4 and 8). */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  const logout = React.useCallback(async () => {
    setPending(true);
    try {
      const response = await fetch("/api/auth/logout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: "{}",
      });
      if (!response.ok) throw new Error(await readErrorMessage(response));
      toast.success("Logged out", { description: "You have been successfully logged out." });
      router.push("/");
      router.refresh();
    } catch (error) {
      toast.error("Logout failed", {
        description: error instanceof Error && error.message ? error.message : "Couldn't log out. Please try again.",
      });
    } finally {
      setPending(false);
    }
  }, [router]);
  return { logout, pending };
}
