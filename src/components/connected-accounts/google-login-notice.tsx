import { useTranslations } from "next-intl";

/** Why Google sent the person back to /login: the query Veil's callback (or next-auth's error page) set. */
export function GoogleLoginNotice({ google, error }: { google?: string; error?: string }) {
  const t = useTranslations("connectedAccounts");
  const text =
    google === "not-connected"
      ? t("notConnected")
      : google === "expired"
        ? t("expired")
        : google === "failed"
          ? t("failed")
          : error
            ? t("googleUnavailable")
            : null;
  if (!text) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      {text}
    </p>
  );
}
