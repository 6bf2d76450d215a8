"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { messageOr, postJson } from "@/lib/http/post-json";
import { CodeForm } from "./code-form";

export type SmsSetupData = { phoneHint: string; messageId: string };

/** SMS setup: the code sent to the account's phone turns it on. */
export function SmsSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: SmsSetupData;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("twoFactor");
  const [messageId, setMessageId] = useState<string | null>(setup.messageId);
  const confirm = async (code: string) => {
    try {
      const body = await postJson<{ data: { recoveryCodes: string[] } }>("/api/account/two-factor/confirm", { code });
      toast.success(t("turnedOn"));
      onEnabled(body.data.recoveryCodes);
    } catch (error) {
      toast.error(t("notAccepted"), { description: messageOr(error, t("tryAgain")) });
      throw error;
    }
  };
  const resend = async () => {
    try {
      const body = await postJson<{ data: { messageId: string } }>("/api/account/two-factor/setup/resend", {});
      setMessageId(body.data.messageId);
      toast.success(t("codeSent"));
      return body.data.messageId;
    } catch (error) {
      toast.error(t("codeNotSent"), { description: messageOr(error, t("tryAgain")) });
      return null;
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <CodeForm
        id="two-factor-sms-code"
        label={t("sms.codeLabel", { phone: setup.phoneHint })}
        submitLabel={t("turnOn")}
        onSubmit={confirm}
      >
        <CodeDelivery messageId={messageId} phoneHint={setup.phoneHint} onResend={resend} />
      </CodeForm>
      <Button type="button" variant="ghost" className="self-end" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}
