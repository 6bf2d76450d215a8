"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OptionSelect } from "@/components/ui/option-select";
import { FormField } from "@/components/forms/form-field";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { CURRENCIES, LANGUAGES } from "./options";
import { Section, SettingRow } from "./setting-row";

type Preferences = Pick<Settings, "darkMode" | "language" | "currency" | "largerText" | "hapticFeedback">;

/** Preferences: changed here, saved together with Save Preferences, then applied across the app. */
export function PreferencesTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  const router = useRouter();
  const tDisplay = useTranslations("display");
  const [draft, setDraft] = React.useState<Preferences>({
    darkMode: settings.darkMode,
    language: settings.language,
    currency: settings.currency,
    largerText: settings.largerText,
    hapticFeedback: settings.hapticFeedback,
  });
  const [saving, setSaving] = React.useState(false);
  const set = (patch: Partial<Preferences>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setSaving(true);
    const saved = await save(draft);
    setSaving(false);
    if (saved) {
      toast.success("Preferences saved", { description: "Your preferences apply on every device you use." });
      router.refresh();
    }
  };

  return (
    <Section title="Preferences">
      <SettingRow
        id="dark-mode"
        label="Dark mode"
        checked={draft.darkMode}
        onCheckedChange={(darkMode) => set({ darkMode })}
      />
      <div className="grid gap-4 py-3 sm:grid-cols-2">
        <FormField id="preferences-language" label="Language">
          <OptionSelect
            id="preferences-language"
            options={LANGUAGES}
            value={draft.language}
            onValueChange={(language) => set({ language })}
          />
        </FormField>
        <FormField id="preferences-currency" label="Default currency">
          <OptionSelect
            id="preferences-currency"
            options={CURRENCIES}
            value={draft.currency}
            onValueChange={(currency) => set({ currency })}
          />
        </FormField>
      </div>
      <SettingRow
        id="larger-text"
        label="Larger text"
        description="Make text bigger across Veil."
        checked={draft.largerText}
        onCheckedChange={(largerText) => set({ largerText })}
      />
      <SettingRow
        id="haptic-feedback"
        label="Haptic feedback"
        description={tDisplay("hapticDescription")}
        checked={draft.hapticFeedback}
        onCheckedChange={(hapticFeedback) => set({ hapticFeedback })}
      />
      <div className="flex justify-end pt-2">
        <Button onClick={() => void submit()} disabled={saving} aria-busy={saving}>
          {saving && <Loader2Icon className="animate-spin" aria-hidden />}
          Save Preferences
        </Button>
      </div>
    </Section>
  );
}
