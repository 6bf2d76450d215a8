"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { messageOr, postJson } from "@/lib/http/post-json";
import { PhoneStep } from "./phone-step";
import { CodeStep } from "./code-step";
import { NewPasswordStep } from "./new-password-step";

type Step = "phone" | "code" | "authenticator" | "password";

/** /forgot-password: phone number, SMS code, authenticator (when the account has one), new password. */
export function ForgotPasswordFlow() {
  const t = useTranslations("forgotPassword");
  const router = useRouter();
  const [step, setStep] = useState<Step>("phone");
  const [delivery, setDelivery] = useState<{ messageId: string | null; phoneHint: string }>({
    messageId: null,
    phoneHint: "",
  });

  const resend = async (): Promise<string | null> => {
    try {
      const body = await postJson<{ data: { messageId: string } }>("/api/auth/password-reset/resend", {});
      setDelivery((current) => ({ ...current, messageId: body.data.messageId }));
      toast.success(t("codeSent"), { description: t("codeSentDescription") });
      return body.data.messageId;
    } catch (error) {
      toast.error(t("codeNotSent"), { description: messageOr(error, t("tryAgain")) });
      return null;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 key={step} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {t(`headings.${step}.title`)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground" role="status">
          {t(`headings.${step}.description`)}
        </p>
      </div>
      {step === "phone" && (
        <PhoneStep
          onSent={(sent) => {
            setDelivery(sent);
            setStep("code");
          }}
        />
      )}
      {step === "code" && (
        <CodeStep kind="sms" onVerified={setStep}>
          <CodeDelivery messageId={delivery.messageId} phoneHint={delivery.phoneHint} onResend={resend} />
        </CodeStep>
      )}
      {step === "authenticator" && <CodeStep key="authenticator" kind="authenticator" onVerified={setStep} />}
      {step === "password" && (
        <NewPasswordStep
          onDone={() => {
            toast.success(t("reset"), { description: t("resetDescription") });
            router.push("/login");
          }}
        />
      )}
      {step !== "phone" && (
        <Button type="button" variant="link" className="self-center" onClick={() => setStep("phone")}>
          {t("startAgain")}
        </Button>
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t("remembered")}{" "}
        <Link href="/login" className="font-semibold text-primary hover:underline">
          {t("logIn")}
        </Link>
      </p>
    </div>
  );
}
