"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";

/** POST /api/auth/logout with an empty JSON body; on success the Logged out toast and the landing page. */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  const logout = React.useCallback(async () => {
    setPending(true);
    try {
      await postJson("/api/auth/logout");
      toast.success("Logged out", { description: "You have been successfully logged out." });
      router.push("/");
      router.refresh();
    } catch (error) {
      toast.error("Logout failed", {
        description: messageOr(error, "Couldn't log out. Please try again."),
      });
    } finally {
      setPending(false);
    }
  }, [router]);
  return { logout, pending };
}
