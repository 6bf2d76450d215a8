"use client";

import { useTranslations } from "next-intl";
import { PasswordDialog } from "@/components/passkeys/password-dialog";
import { postJson } from "@/lib/http/post-json";
import { goToProvider, type OAuthProvider } from "./go-to-provider";
import { PROVIDER_NAMES } from "./provider-mark";

/** The password, then off to Google or Facebook to choose the account: a refusal stays on the field. */
export function ConnectDialog({
  provider,
  open,
  onOpenChange,
}: {
  provider: OAuthProvider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("connectedAccounts");
  const named = { provider: PROVIDER_NAMES[provider] };
  const connect = async (password: string) => {
    await postJson(`/api/account/connections/${provider}`, { password });
    // The password was right; what can still fail is reaching the provider, said in the person's words.
    await goToProvider(provider).catch(() => {
      throw new Error(t("unavailable", named));
    });
    // The page is leaving for the provider: the button stays busy until it has.
    await new Promise(() => undefined);
  };
  return (
    <PasswordDialog
      id={`${provider}-password`}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={connect}
      words={{
        title: t("confirmTitle", named),
        description: t("confirmDescription", named),
        continue: t("continue", named),
        checking: t("redirecting", named),
      }}
    />
  );
}
