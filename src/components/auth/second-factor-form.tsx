"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { CodeForm } from "@/components/two-factor/code-form";
import { messageOr, postJson } from "@/lib/http/post-json";
import { useSay } from "@/components/forms/use-say";
import { phraseText } from "@/i18n/phrase";

const RESTART = [phraseText("serverErrors.loginChallengeGone"), phraseText("serverErrors.loginChallengeUsedUp")];

export type SecondFactorPrompt = { method: "app" | "sms"; phoneHint: string; messageId?: string };

/**
 * The login's second step: the authenticator's code (or a recovery code), or the SMS code just sent. No
 * session exists until it is right; after five wrong codes the login starts again.
 */
export function SecondFactorForm({
  prompt,
  onSignedIn,
  onRestart,
}: {
  prompt: SecondFactorPrompt;
  onSignedIn: (fullName: string) => void;
  onRestart: () => void;
}) {
  const t = useTranslations("login");
  const say = useSay();
  // Both refusals that end the sign-in say to log in again: the form goes back to the password.
  const mustRestart = (message: string) => RESTART.some((said) => say(said) === message);
  const [recovery, setRecovery] = useState(false);
  const [messageId, setMessageId] = useState<string | null>(prompt.messageId ?? null);

  const verify = async (code: string) => {
    try {
      const body = await postJson<{ data: { user: { fullName: string } } }>("/api/auth/login/second-factor", { code });
      onSignedIn(body.data.user.fullName);
    } catch (error) {
      const message = messageOr(error, t("secondFactor.wrongCode"));
      toast.error(t("failed"), { description: message });
      if (mustRestart(message)) onRestart();
      throw error;
    }
  };

  const resend = async () => {
    try {
      const body = await postJson<{ data: { secondFactor: { messageId: string } } }>(
        "/api/auth/login/second-factor/resend",
        {},
      );
      setMessageId(body.data.secondFactor.messageId);
      toast.success(t("secondFactor.codeSent"));
      return body.data.secondFactor.messageId;
    } catch (error) {
      const message = messageOr(error, t("secondFactor.tryAgain"));
      toast.error(t("secondFactor.codeNotSent"), { description: message });
      if (mustRestart(message)) onRestart();
      return null;
    }
  };

  const label = recovery
    ? t("secondFactor.recoveryLabel")
    : prompt.method === "app"
      ? t("secondFactor.appLabel")
      : t("secondFactor.smsLabel", { phone: prompt.phoneHint });

  return (
    <div className="flex flex-col gap-4">
      <CodeForm
        key={recovery ? "recovery" : "code"}
        id="second-factor-code"
        label={label}
        submitLabel={t("secondFactor.verify")}
        busyLabel={t("secondFactor.verifying")}
        recovery
        onSubmit={verify}
      >
        {prompt.method === "sms" && !recovery && (
          <CodeDelivery messageId={messageId} phoneHint={prompt.phoneHint} onResend={resend} />
        )}
      </CodeForm>
      <Button type="button" variant="link" className="self-center" onClick={() => setRecovery((value) => !value)}>
        {recovery
          ? prompt.method === "app"
            ? t("secondFactor.useApp")
            : t("secondFactor.useSms")
          : t("secondFactor.useRecovery")}
      </Button>
      <Button type="button" variant="ghost" className="self-center" onClick={onRestart}>
        {t("secondFactor.startAgain")}
      </Button>
    </div>
  );
}
