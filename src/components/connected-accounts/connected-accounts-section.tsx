"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/passkeys/confirm-dialog";
import { Section } from "@/components/settings/setting-row";
import { messageOr, sendJson } from "@/lib/http/post-json";
import { ConnectGoogleDialog } from "./connect-google-dialog";
import { GoogleMark } from "./google-mark";

type Connection = { provider: "google"; email: string | null; connectedAt: string };
type Loaded = { connections: Connection[]; available: string[] };

/**
 * Settings › Account › Connected Accounts: Google, connected or not, with Connect (password, then Google) and
 * Disconnect. Where the deployment has no Google client the row stays "Not connected" and Connect says that
 * signing in with Google is not set up on this server. Reads what Google's callback said (?google=connected|taken|expired) once, then clears it.
 */
export function ConnectedAccountsSection() {
  const t = useTranslations("connectedAccounts");
  const [loaded, setLoaded] = useState<Loaded | "failed" | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  // This server has no Google client: the row stays, and Connect says so rather than going nowhere.
  const [notOffered, setNotOffered] = useState(false);
  const outcome = useSearchParams().get("google");
  const router = useRouter();
  const pathname = usePathname();

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/account/connections", { credentials: "same-origin", cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      setLoaded(((await response.json()) as { data: Loaded }).data);
    } catch {
      setLoaded("failed");
    }
  }, []);

  useEffect(() => void load(), [load]);

  useEffect(() => {
    if (!outcome) return;
    if (outcome === "connected") toast.success(t("connected"), { description: t("connectedDescription") });
    if (outcome === "taken") toast.error(t("taken"), { description: t("takenDescription") });
    if (outcome === "expired") toast.error(t("linkExpired"), { description: t("linkExpiredDescription") });
    router.replace(`${pathname}?tab=account`, { scroll: false });
  }, [outcome, pathname, router, t]);

  const disconnect = async () => {
    try {
      await sendJson("DELETE", "/api/account/connections/google", {});
      toast.success(t("disconnected"), { description: t("disconnectedDescription") });
      await load();
    } catch (error) {
      toast.error(t("notChanged"), { description: messageOr(error, t("tryAgain")) });
    }
  };

  if (loaded === null) return null;
  if (loaded === "failed") {
    return (
      <Section title={t("title")}>
        <div className="flex flex-col items-start gap-2 py-2 text-sm">
          <p role="alert">{t("loadFailed")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void load()}>
            {t("retry")}
          </Button>
        </div>
      </Section>
    );
  }
  const googleOffered = loaded.available.includes("google");
  const google = loaded.connections.find((connection) => connection.provider === "google");

  return (
    <Section title={t("title")}>
      <p className="text-sm text-muted-foreground">{t("explain")}</p>
      <ul className="divide-y">
        <li className="flex items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <GoogleMark />
            <div className="min-w-0">
              <p className="text-sm font-medium">{t("google")}</p>
              <p className="truncate text-sm text-muted-foreground">
                {google
                  ? google.email
                    ? t("statusConnected", { email: google.email })
                    : t("statusConnectedNoEmail")
                  : t("statusNotConnected")}
              </p>
            </div>
          </div>
          {google ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={t("disconnectGoogle")}
              onClick={() => setDisconnecting(true)}
            >
              {t("disconnect")}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={t("connectGoogle")}
              aria-describedby={notOffered ? "google-not-offered" : undefined}
              onClick={() => (googleOffered ? setConnecting(true) : setNotOffered(true))}
            >
              {t("connect")}
            </Button>
          )}
        </li>
      </ul>
      {notOffered && (
        <p id="google-not-offered" role="status" className="text-sm text-muted-foreground">
          {t("notOffered", { provider: t("google") })}
        </p>
      )}
      <ConnectGoogleDialog open={connecting} onOpenChange={setConnecting} />
      <ConfirmDialog
        open={disconnecting}
        onOpenChange={setDisconnecting}
        title={t("disconnectTitle")}
        description={t("disconnectDescription")}
        confirm={t("disconnect")}
        onConfirm={() => void disconnect()}
      />
    </Section>
  );
}
