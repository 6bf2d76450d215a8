"use client";

import { Link } from "@/components/ui/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import type { LoginInput } from "@/lib/schemas/login";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { BusyError, messageOr, postJson } from "@/lib/http/post-json";
import { retryWhileBusy } from "@/lib/http/retry-while-busy";
import { onFirstIntent } from "@/lib/on-first-intent";
import { SecondFactorForm, type SecondFactorPrompt } from "./second-factor-form";
import { PasskeyLoginButton } from "@/components/passkeys/passkey-login-button";

const loginResolver = lazyResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/login")]).then(([{ zodResolver }, schemas]) =>
    zodResolver(schemas.loginSchema),
  ),
);

type LoginAnswer = { data?: { user?: { fullName?: string }; secondFactor?: SecondFactorPrompt } };

/**
 * The phone number and password, then (with two-factor on) the second step; or a passkey, which counts as both.
 */
export function LoginForm() {
  const t = useTranslations("login");
  const router = useRouter();
  const [secondFactor, setSecondFactor] = useState<SecondFactorPrompt | null>(null);
  // Said while the server asks to come back in a few seconds and the form does so by itself.
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { phoneNumber: "", password: "" },
  });
  useEffect(() => onFirstIntent(loginResolver.preload), []);
  // Back from Google with two-factor on: the challenge waits in a cookie; ask what it needs.
  const resumeSecondFactor = useSearchParams().get("continue") === "second-factor";
  useEffect(() => {
    if (!resumeSecondFactor) return;
    fetch("/api/auth/login/second-factor", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<LoginAnswer>) : null))
      .then((body) => body?.data?.secondFactor && setSecondFactor(body.data.secondFactor))
      .catch(() => undefined);
  }, [resumeSecondFactor]);
  const { errors, isSubmitting } = form.formState;

  const signedIn = (fullName: string) => {
    toast.success(t("success"), { description: t("welcomeBack", { name: fullName }) });
    router.push("/dashboard");
    router.refresh();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await retryWhileBusy(
        () => postJson<LoginAnswer>("/api/auth/login", values),
        (seconds) => setWaiting(t("busyRetrying", { seconds })),
      );
      if (body.data?.secondFactor) {
        setSecondFactor(body.data.secondFactor);
        return;
      }
      signedIn(body.data?.user?.fullName ?? "");
    } catch (error) {
      const title = error instanceof BusyError ? t("busyTitle") : t("failed");
      toast.error(title, { description: messageOr(error, t("invalidCredentials")) });
    } finally {
      setWaiting(null);
    }
  });

  const phone = form.register("phoneNumber", {
    // The field takes digits only; the +234 prefix is fixed beside it.
    onChange: (event) => {
      event.target.value = digitsOnly(String(event.target.value));
    },
  });

  if (secondFactor) {
    return (
      <SecondFactorForm
        prompt={secondFactor}
        onSignedIn={signedIn}
        onRestart={() => {
          setSecondFactor(null);
          form.setValue("password", "");
        }}
      />
    );
  }

  return (
    // method="post": a submit before the page has hydrated must not put the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="phoneNumber" label={t("phoneNumber")} error={errors.phoneNumber?.message}>
        <PhoneInput
          id="phoneNumber"
          aria-label={t("phoneAfterPrefix")}
          {...describedBy("phoneNumber", errors.phoneNumber?.message)}
          {...phone}
        />
      </FormField>
      <FormField
        id="password"
        label={t("password")}
        error={errors.password?.message}
        labelAside={
          <Link
            href="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t("forgotPassword")}
          </Link>
        }
      >
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          {...describedBy("password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      {waiting && (
        <p role="status" className="text-sm text-muted-foreground">
          {waiting}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("loggingIn") : t("logIn")}
      </Button>
      <PasskeyLoginButton />
      <p className="text-center text-sm text-muted-foreground">
        {t("noAccount")}{" "}
        <Link href="/onboarding" className="font-semibold text-primary hover:underline">
          {t("signUp")}
        </Link>
      </p>
    </form>
  );
}
