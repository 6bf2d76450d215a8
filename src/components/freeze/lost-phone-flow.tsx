"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useStepHistory } from "@/components/flow/use-step-history";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRoundIcon, Loader2Icon, MessageSquareIcon } from "lucide-react";
import type { z } from "zod";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { freezeCodeSchema, freezePasswordSchema, freezePhoneSchema } from "@/lib/schemas/freeze";
import { messageOr, postJson } from "@/lib/http/post-json";
import { postJsonWithProof } from "@/lib/proof-of-work/post-with-proof";
import { normalizeNigerianPhone } from "@/lib/phone";
import { phoneHint } from "@/lib/phone-hint";

type Step = "phone" | "method" | "code" | "password" | "done";
const RETURNABLE: readonly Step[] = ["phone", "method", "code", "password"];
type Sent = { data: { messageId: string } };

/**
 * /freeze, for someone who lost their phone: the number, then a way to prove it is theirs (a code texted to
 * it, or the password), then the freeze. Every answer reads the same whether the number has an account. Each step
 * is a history entry, so the phone's Back goes back one step, not out of the flow. `delayMinutes`: how long
 * after it is asked for an unfreeze takes effect.
 */
export function LostPhoneFlow({ delayMinutes }: { delayMinutes: number }) {
  const t = useTranslations("freeze.lostPhone");
  const router = useRouter();
  const [step, setStep] = useState<Step>("phone");
  useStepHistory<Step>({
    step,
    steps: RETURNABLE,
    show: setStep,
    // Back once the account is frozen: the freeze is done, so it goes to the login page, not its form.
    onLeave: useCallback(() => setTimeout(() => router.replace("/login"), 0), [router]),
  });
  const [phoneNumber, setPhoneNumber] = useState("");
  const [messageId, setMessageId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const sendCode = async (): Promise<string | null> => {
    setSending(true);
    setSendError(null);
    try {
      const body = await postJsonWithProof<Sent>("/api/account/freeze/lost-phone/code", { phoneNumber }, setChecking);
      setMessageId(body.data.messageId);
      setStep("code");
      return body.data.messageId;
    } catch (error) {
      setSendError(messageOr(error, t("tryAgain")));
      return null;
    } finally {
      setSending(false);
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
        <PhoneForm
          onNumber={(number) => {
            setPhoneNumber(number);
            setStep("method");
          }}
        />
      )}
      {step === "method" && (
        <div className="flex flex-col gap-3">
          <MethodButton
            icon={<MessageSquareIcon aria-hidden />}
            label={checking ? t("checkingBrowser") : sending ? t("sending") : t("byCode")}
            hint={t("byCodeHint")}
            busy={sending}
            onClick={() => void sendCode()}
          />
          <MethodButton
            icon={<KeyRoundIcon aria-hidden />}
            label={t("byPassword")}
            hint={t("byPasswordHint")}
            onClick={() => setStep("password")}
          />
          {sendError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              <span className="font-semibold">{t("codeNotSent")}.</span> {sendError}
            </p>
          )}
        </div>
      )}
      {step === "code" && (
        <ProofForm kind="code" phoneNumber={phoneNumber} onFrozen={() => setStep("done")}>
          <CodeDelivery
            messageId={messageId}
            phoneHint={phoneHint(normalizeNigerianPhone(phoneNumber) ?? phoneNumber)}
            onResend={sendCode}
          />
        </ProofForm>
      )}
      {step === "password" && <ProofForm kind="password" phoneNumber={phoneNumber} onFrozen={() => setStep("done")} />}
      {step === "done" && (
        <div className="flex flex-col gap-3 text-sm" data-testid="freeze-done">
          <h2 className="font-semibold">{t("whatNow")}</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t("nowMoney")}</li>
            <li>{t("nowSessions")}</li>
            <li>{t("nowAlert")}</li>
            <li>{t("nowUnfreeze", { minutes: delayMinutes })}</li>
          </ul>
          <Button asChild size="lg" className="mt-2">
            <Link href="/login">{t("logIn")}</Link>
          </Button>
        </div>
      )}
      {step !== "phone" && step !== "done" && (
        <Button type="button" variant="link" className="self-center" onClick={() => setStep("phone")}>
          {t("startAgain")}
        </Button>
      )}
      {step !== "done" && (
        <p className="text-center text-sm">
          <Link href="/login" className="font-semibold text-primary hover:underline">
            {t("backToLogin")}
          </Link>
        </p>
      )}
    </div>
  );
}

function MethodButton({
  icon,
  label,
  hint,
  busy = false,
  onClick,
}: {
  icon: React.ReactNode;
  label: string;
  hint: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      className="flex items-start gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-70 [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary"
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </button>
  );
}

/** Step 1: the number, checked here only; nothing is asked of the server yet. */
function PhoneForm({ onNumber }: { onNumber: (phoneNumber: string) => void }) {
  const t = useTranslations("freeze.lostPhone");
  const form = useForm<z.input<typeof freezePhoneSchema>, unknown, z.output<typeof freezePhoneSchema>>({
    resolver: zodResolver(freezePhoneSchema),
    defaultValues: { phoneNumber: "" },
  });
  const { errors } = form.formState;
  const phone = form.register("phoneNumber", {
    onChange: (event) => {
      event.target.value = digitsOnly(String(event.target.value));
    },
  });
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onNumber(values.phoneNumber))}
    >
      <FormField id="phoneNumber" label={t("phoneNumber")} error={errors.phoneNumber?.message}>
        <PhoneInput
          id="phoneNumber"
          aria-label={t("phoneAfterPrefix")}
          {...describedBy("phoneNumber", errors.phoneNumber?.message)}
          {...phone}
        />
      </FormField>
      <Button type="submit" size="lg">
        {t("continue")}
      </Button>
    </form>
  );
}

const PROOFS = {
  code: { schema: freezeCodeSchema, field: "code", type: "text", autoComplete: "one-time-code" },
  password: { schema: freezePasswordSchema, field: "password", type: "password", autoComplete: "current-password" },
} as const;

/** The last step: the code or the password, then the freeze. A refusal shows on the field, in the server's words. */
function ProofForm({
  kind,
  phoneNumber,
  onFrozen,
  children,
}: {
  kind: keyof typeof PROOFS;
  phoneNumber: string;
  onFrozen: () => void;
  children?: React.ReactNode;
}) {
  const t = useTranslations("freeze.lostPhone");
  const { schema, field, type, autoComplete } = PROOFS[kind];
  const form = useForm<Record<string, string>>({ defaultValues: { [field]: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors[field]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson("/api/account/freeze/lost-phone", { phoneNumber, [field]: values[field] });
      onFrozen();
    } catch (refused) {
      form.setError(field, { message: messageOr(refused, t("tryAgain")) }, { shouldFocus: true });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id={field} label={t(field)} error={error}>
        <Input
          id={field}
          type={type}
          autoComplete={autoComplete}
          {...(kind === "code" && { inputMode: "numeric" as const, maxLength: 6 })}
          {...describedBy(field, error)}
          {...form.register(field, {
            // The shared schema's own words for a code or password that cannot be right.
            validate: (value) => {
              const checked = schema.safeParse({ [field]: value });
              return checked.success || checked.error.issues[0]?.message || false;
            },
          })}
        />
      </FormField>
      {children}
      <Button type="submit" size="lg" variant="destructive" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("freezing") : t("freeze")}
      </Button>
    </form>
  );
}
