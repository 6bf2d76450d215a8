import { useTranslations } from "next-intl";
import type { OAuthProvider } from "./go-to-provider";
import { PROVIDER_NAMES } from "./provider-mark";

/** Why Google or Facebook sent the person back to /login: the query Veil's callback (or next-auth's error page) set. */
export function OAuthLoginNotice({
  provider,
  outcome,
  error,
}: {
  provider: OAuthProvider;
  outcome?: string;
  error?: string;
}) {
  const t = useTranslations("connectedAccounts");
  const named = { provider: PROVIDER_NAMES[provider] };
  const text =
    outcome === "not-connected"
      ? t("notConnected", named)
      : outcome === "expired"
        ? t("expired", named)
        : outcome === "failed"
          ? t("failed", named)
          : error
            ? t("unavailable", named)
            : null;
  if (!text) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      {text}
    </p>
  );
}
