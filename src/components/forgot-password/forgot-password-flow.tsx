"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { RESET_CODE_SENT } from "@/lib/schemas/password-reset";
import { messageOr, postJson } from "@/lib/http/post-json";
import { PhoneStep } from "./phone-step";
import { CodeStep } from "./code-step";
import { NewPasswordStep } from "./new-password-step";

type Step = "phone" | "code" | "authenticator" | "password";

const HEADINGS: Record<Step, { title: string; description: string }> = {
  phone: { title: "Forgot Password", description: "Enter your phone number and we'll send you a code." },
  code: { title: "Enter Your Code", description: RESET_CODE_SENT },
  authenticator: {
    title: "Two-Factor Authentication",
    description: "Enter the 6-digit code from your authenticator app or a recovery code",
  },
  password: { title: "Choose a New Password", description: "At least 8 characters, and not one you use elsewhere." },
};

/** /forgot-password: phone number, SMS code, authenticator (when the account has one), new password. */
export function ForgotPasswordFlow() {
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
      toast.success("Code sent", { description: "We sent you a new code. The old one no longer works." });
      return body.data.messageId;
    } catch (error) {
      toast.error("Code not sent", { description: messageOr(error, "Please try again.") });
      return null;
    }
  };

  const heading = HEADINGS[step];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 key={step} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {heading.title}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground" role="status">
          {heading.description}
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
            toast.success("Password reset", {
              description: "Every device was signed out. Log in with your new password.",
            });
            router.push("/login");
          }}
        />
      )}
      {step !== "phone" && (
        <Button type="button" variant="link" className="self-center" onClick={() => setStep("phone")}>
          Start again with another number
        </Button>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-primary hover:underline">
          Log In
        </Link>
      </p>
    </div>
  );
}
