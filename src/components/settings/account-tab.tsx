"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import type { emailChangeSchema } from "@/lib/schemas/account";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { onFirstIntent } from "@/lib/on-first-intent";
import { messageOr, sendJson } from "@/lib/http/post-json";
import { TierSummary } from "@/components/identity/tier-summary";
import { useIdentityStatus } from "@/components/identity/use-identity-status";
import { Section } from "./setting-row";
import { useSettingsState } from "./settings-context";
import { useSavedNotice } from "./use-saved-notice";
import { LANGUAGES } from "./options";
import { OptionSelect } from "@/components/ui/option-select";
import { ConnectedAccountsSection } from "@/components/connected-accounts/connected-accounts-section";

type EmailForm = z.input<typeof emailChangeSchema>;
const emailResolver = lazyResolver<EmailForm, unknown, z.output<typeof emailChangeSchema>>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/account")]).then(([{ zodResolver }, schemas]) =>
    zodResolver(schemas.emailChangeSchema),
  ),
);

/**
 * Account: name and phone as verified (read-only), the email and the language (the same setting as
 * Preferences'), the verification tier with the way to raise it, and connected accounts.
 */
export function AccountTab() {
  const { user, settings, save } = useSettingsState();
  const t = useTranslations("settings.account");
  const tr = useTranslations("settings");
  const router = useRouter();
  const form = useForm<EmailForm, unknown, z.output<typeof emailChangeSchema>>({
    resolver: emailResolver,
    defaultValues: { email: user.email ?? "" },
  });
  React.useEffect(() => onFirstIntent(emailResolver.preload), []);
  const { errors, isSubmitting } = form.formState;
  const [identity, retryIdentity] = useIdentityStatus();
  const [language, setLanguage] = React.useState(settings.language);
  const notice = useSavedNotice(() => toast.success(t("saved"), { description: t("savedDescription") }));

  // Save Changes saves what changed: the email, the language, or both.
  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (email !== (user.email ?? "")) {
      try {
        await sendJson("PUT", "/api/account/email", { email });
        form.reset({ email });
      } catch (error) {
        toast.error(t("notSaved"), { description: messageOr(error, tr("tryAgain")) });
        return;
      }
    }
    if (language !== settings.language && !(await save({ language }))) return;
    notice(language);
    router.refresh();
  });

  return (
    <div className="flex flex-col gap-4">
      <Section title={t("personalInformation")}>
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="settings-full-name" label={t("fullName")}>
            <Input id="settings-full-name" value={user.fullName} disabled readOnly />
          </FormField>
          <FormField id="settings-phone" label={t("phoneNumber")}>
            <Input id="settings-phone" value={user.phoneNumber} disabled readOnly />
          </FormField>
          <FormField id="settings-email" label={t("email")} error={errors.email?.message}>
            <Input
              id="settings-email"
              type="email"
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
              {...describedBy("settings-email", errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="settings-language" label={t("language")}>
            <OptionSelect
              id="settings-language"
              options={LANGUAGES.map((option) => ({ value: option.value, label: tr(option.label) }))}
              value={language}
              onValueChange={setLanguage}
            />
          </FormField>
          <div className="flex justify-end gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                form.reset({ email: user.email ?? "" });
                setLanguage(settings.language);
              }}
            >
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
              {t("save")}
            </Button>
          </div>
        </form>
      </Section>
      <Section title={t("verification")}>
        {identity.status === "ready" ? (
          <TierSummary status={identity.data} headingLevel="h3" />
        ) : identity.status === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {t("loadingVerification")}
          </p>
        ) : (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p role="alert">{t("verificationFailed")}</p>
            <Button type="button" variant="outline" size="sm" onClick={retryIdentity}>
              {t("retry")}
            </Button>
          </div>
        )}
      </Section>
      <ConnectedAccountsSection />
    </div>
  );
}
