"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FingerprintIcon, Loader2Icon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { messageOr, postJson } from "@/lib/http/post-json";
import { browserHasWebAuthn, ceremonyFailure } from "./passkey-api";

/**
 * "Log in with fingerprint or face": a passkey on this device signs in on its own, with no phone number,
 * password or second factor. Hidden where the browser has no WebAuthn.
 */
export function PasskeyLoginButton() {
  const t = useTranslations("passkeys");
  const router = useRouter();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported(browserHasWebAuthn()), []);
  if (!supported) return null;

  async function logIn() {
    setBusy(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { data } = await postJson<{ data: { options: Parameters<typeof startAuthentication>[0]["optionsJSON"] } }>(
        "/api/auth/passkey/options",
      );
      let answer: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        answer = await startAuthentication({ optionsJSON: data.options });
      } catch (error) {
        throw new Error(t(ceremonyFailure(error, "login")));
      }
      const body = await postJson<{ data?: { user?: { fullName?: string } } }>("/api/auth/passkey", answer);
      toast.success(t("login.success"), {
        description: t("login.welcome", { name: body.data?.user?.fullName ?? "" }),
      });
      router.push("/dashboard");
      router.refresh();
    } catch (error) {
      toast.error(t("login.failed"), { description: messageOr(error, t("login.tryAgain")) });
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" size="lg" onClick={logIn} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <FingerprintIcon aria-hidden />}
      {t("login.button")}
    </Button>
  );
}
