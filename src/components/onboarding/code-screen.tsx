"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { CodeForm } from "@/components/two-factor/code-form";
import { IDENTITY_LINKED, type CodeSent, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { messageOr, postJson } from "@/lib/http/post-json";
import { StepHeading } from "./step-heading";
import { useSay } from "@/components/forms/use-say";

export type Method = "bvn" | "phone";

/**
 * Step 1's second screen: the 6-digit code sent to the phone number on the identity's record. The right code
 * releases the record's name, date of birth and address; a wrong one says how many tries are left.
 */
export function CodeScreen({
  method,
  sent,
  onVerified,
  onBack,
}: {
  method: Method;
  sent: CodeSent;
  onVerified: (identity: VerifiedIdentity) => void;
  onBack: () => void;
}) {
  const t = useTranslations("onboarding.code");
  const say = useSay();
  // Where the code went, as the screen says it: "the phone number linked to your BVN (ending 78)".
  const destination = t("destination", { method, ending: sent.phoneEnding });
  const [linked, setLinked] = React.useState(false);

  const check = async (code: string) => {
    toast.dismiss();
    try {
      const answer = await postJson<{ data: VerifiedIdentity }>("/api/verify/code", { code });
      onVerified(answer.data);
    } catch (error) {
      const message = messageOr(error, t("checkAndRetry"));
      // The right code, for someone who already banks with Veil: the way forward is to log in. The server says
      // so in the page's language (or in English).
      if (message === say(IDENTITY_LINKED) || message === t("linkedReason")) {
        setLinked(true);
        return;
      }
      toast.error(t("notAccepted"), { description: message });
      throw new Error(message);
    }
  };

  if (linked) {
    return (
      <div className="flex flex-col gap-5">
        <StepHeading title={t("linkedTitle")} description={t("linkedDescription")} />
        <Button asChild size="lg">
          <Link href="/login">{t("logIn")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href="/forgot-password">{t("forgotPassword")}</Link>
        </Button>
      </div>
    );
  }

  const resend = async (): Promise<string | null> => {
    try {
      const answer = await postJson<{ data: CodeSent }>("/api/verify/code/resend");
      toast.success(t("sent"), { description: t("sentDescription", { destination }) });
      return answer.data.messageId;
    } catch (error) {
      toast.error(t("notSent"), { description: messageOr(error, t("waitThenResend")) });
      return null;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {/* Where the code went is said once, by the delivery line below, as it goes from sending to sent. */}
      <StepHeading title={t("title")} description={t("description")} />
      <CodeForm
        id="identityCode"
        label={t("label")}
        submitLabel={t("submit")}
        busyLabel={t("verifying")}
        onSubmit={check}
      >
        <CodeDelivery messageId={sent.messageId} phoneHint={destination} onResend={resend} />
      </CodeForm>
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        {t("differentNumber")}
      </Button>
    </div>
  );
}
