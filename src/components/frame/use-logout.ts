"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";

/** POST /api/auth/logout with an empty JSON body; on success the Logged out toast and the landing page. */
export function useLogout() {
  const t = useTranslations("frame.logout");
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  const logout = React.useCallback(async () => {
    setPending(true);
    try {
      await postJson("/api/auth/logout");
      toast.success(t("done"), { description: t("doneDescription") });
      router.push("/");
      router.refresh();
    } catch (error) {
      toast.error(t("failed"), { description: messageOr(error, t("tryAgain")) });
    } finally {
      setPending(false);
    }
  }, [router, t]);
  return { logout, pending };
}
