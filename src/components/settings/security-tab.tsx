"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { passwordChangeSchema } from "@/lib/schemas/account";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { messageOr, postJson } from "@/lib/http/post-json";
import { cn } from "@/lib/utils";
import { Section, SettingRow } from "./setting-row";

type PasswordForm = z.input<typeof passwordChangeSchema>;

const PASSWORD_FIELDS = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

/** Security: the password, two-factor authentication and its method, biometric login. */
export function SecurityTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  const form = useForm<PasswordForm, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson("/api/account/password", values);
      form.reset();
      toast.success("Password updated", { description: "You have been signed out on every other device." });
    } catch (error) {
      toast.error("Password not updated", { description: messageOr(error, "Please try again.") });
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <Section title="Password">
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {PASSWORD_FIELDS.map((field) => (
            <FormField key={field.name} id={field.name} label={field.label} error={errors[field.name]?.message}>
              <Input
                id={field.name}
                type="password"
                autoComplete={field.autoComplete}
                {...describedBy(field.name, errors[field.name]?.message)}
                {...form.register(field.name)}
              />
            </FormField>
          ))}
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
              {isSubmitting ? "Updating..." : "Update Password"}
            </Button>
          </div>
        </form>
      </Section>
      <Section title="Two-Factor Authentication">
        <SettingRow
          id="two-factor"
          label={`Two-factor authentication: ${settings.twoFactorEnabled ? "Enabled" : "Disabled"}`}
          description="Ask for a second code when you log in on a new device."
          checked={settings.twoFactorEnabled}
          onCheckedChange={(twoFactorEnabled) => void save({ twoFactorEnabled })}
        />
        {settings.twoFactorEnabled && (
          <fieldset className="mt-2 flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Send codes by</legend>
            {(
              [
                { value: "sms", label: "SMS Authentication" },
                { value: "app", label: "Authenticator App" },
              ] as const
            ).map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  settings.twoFactorMethod === option.value && "border-primary bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  name="two-factor-method"
                  value={option.value}
                  checked={settings.twoFactorMethod === option.value}
                  onChange={() => void save({ twoFactorMethod: option.value })}
                  className="size-4 accent-[var(--primary)]"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
      </Section>
      <Section title="Biometric Login">
        <SettingRow
          id="biometric"
          label="Biometric login"
          description="Use your fingerprint or face ID to log in on your phone."
          checked={settings.biometricEnabled}
          onCheckedChange={(biometricEnabled) => void save({ biometricEnabled })}
        />
      </Section>
    </div>
  );
}
