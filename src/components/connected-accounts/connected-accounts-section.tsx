"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/settings/setting-row";
import { messageOr, sendJson } from "@/lib/http/post-json";
import { ConnectDialog } from "./connect-dialog";
import type { OAuthProvider } from "./go-to-provider";
import { PROVIDER_NAMES, ProviderMark } from "./provider-mark";

const PROVIDERS: OAuthProvider[] = ["google", "facebook"];

type Connection = { provider: OAuthProvider; email: string | null; connectedAt: string };
type Loaded = { connections: Connection[]; available: string[] };

/**
 * Settings › Account › Connected Accounts: Google and Facebook, each connected or not, with Connect (password,
 * then the provider) and Disconnect. Where the deployment has no keys for one, its row stays "Not connected"
 * and Connect says that signing in with it is not set up on this server. Reads what the provider's callback
 * said (?google=connected|taken|expired, or ?facebook=…) once, then clears it.
 */
export function ConnectedAccountsSection() {
  const t = useTranslations("connectedAccounts");
  const [loaded, setLoaded] = useState<Loaded | "failed" | null>(null);
  const [connecting, setConnecting] = useState<OAuthProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<OAuthProvider | null>(null);
  // A provider this server has no keys for: its row stays, and Connect says so rather than going nowhere.
  const [notOffered, setNotOffered] = useState<OAuthProvider | null>(null);
  const params = useSearchParams();
  const returned = PROVIDERS.find((provider) => params.get(provider));
  const outcome = returned ? params.get(returned) : null;
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
    if (!outcome || !returned) return;
    const named = { provider: PROVIDER_NAMES[returned] };
    if (outcome === "connected")
      toast.success(t("connected", named), { description: t("connectedDescription", named) });
    if (outcome === "taken") toast.error(t("taken", named), { description: t("takenDescription", named) });
    if (outcome === "expired") toast.error(t("linkExpired", named), { description: t("linkExpiredDescription") });
    router.replace(`${pathname}?tab=account`, { scroll: false });
  }, [outcome, returned, pathname, router, t]);

  const disconnect = async (provider: OAuthProvider) => {
    const named = { provider: PROVIDER_NAMES[provider] };
    try {
      await sendJson("DELETE", `/api/account/connections/${provider}`, {});
      toast.success(t("disconnected", named), { description: t("disconnectedDescription") });
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

  return (
    <Section title={t("title")}>
      <p className="text-sm text-muted-foreground">{t("explain")}</p>
      <ul className="divide-y">
        {PROVIDERS.map((provider) => {
          const named = { provider: PROVIDER_NAMES[provider] };
          const connection = loaded.connections.find((one) => one.provider === provider);
          const offered = loaded.available.includes(provider);
          return (
            <li key={provider} className="flex flex-col gap-2 py-3">
              <div className="flex items-center justify-between gap-3">
                <div className="flex min-w-0 items-center gap-3">
                  <ProviderMark provider={provider} />
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{PROVIDER_NAMES[provider]}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {connection
                        ? connection.email
                          ? t("statusConnected", { email: connection.email })
                          : t("statusConnectedNoEmail")
                        : t("statusNotConnected")}
                    </p>
                  </div>
                </div>
                {connection ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("disconnectProvider", named)}
                    onClick={() => setDisconnecting(provider)}
                  >
                    {t("disconnect")}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("connectProvider", named)}
                    aria-describedby={notOffered === provider ? `${provider}-not-offered` : undefined}
                    onClick={() => (offered ? setConnecting(provider) : setNotOffered(provider))}
                  >
                    {t("connect")}
                  </Button>
                )}
              </div>
              {notOffered === provider && (
                <p id={`${provider}-not-offered`} role="status" className="text-sm text-muted-foreground">
                  {t("notOffered", named)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {PROVIDERS.map((provider) => (
        <ConnectDialog
          key={provider}
          provider={provider}
          open={connecting === provider}
          onOpenChange={(open) => setConnecting(open ? provider : null)}
        />
      ))}
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title={t("disconnectTitle", { provider: PROVIDER_NAMES[disconnecting ?? "google"] })}
        description={t("disconnectDescription", { provider: PROVIDER_NAMES[disconnecting ?? "google"] })}
        cancel={t("cancel")}
        confirm={t("disconnect")}
        onConfirm={() => disconnecting && void disconnect(disconnecting)}
      />
    </Section>
  );
}
