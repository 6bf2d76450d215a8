"use client";

import { useTranslations } from "next-intl";
import { PasswordDialog } from "@/components/passkeys/password-dialog";
import { postJson } from "@/lib/http/post-json";
import { goToGoogle } from "./go-to-google";

/** The password, then off to Google to choose the account: a refusal stays on the field, the dialog open. */
export function ConnectGoogleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("connectedAccounts");
  const connect = async (password: string) => {
    await postJson("/api/account/connections/google", { password });
    // The password was right; what can still fail is reaching Google, said in the person's words.
    await goToGoogle().catch(() => {
      throw new Error(t("googleUnavailable"));
    });
    // The page is leaving for Google: the button stays busy until it has.
    await new Promise(() => undefined);
  };
  return (
    <PasswordDialog
      id="google-password"
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={connect}
      words={{
        title: t("confirmTitle"),
        description: t("confirmDescription"),
        continue: t("continue"),
        checking: t("redirecting"),
      }}
    />
  );
}
