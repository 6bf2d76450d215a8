"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OptionSelect } from "@/components/ui/option-select";
import { FormField } from "@/components/forms/form-field";
import type { Settings } from "@/lib/schemas/settings";
import { CURRENCIES, LANGUAGES } from "./options";
import { Section, SettingRow } from "./setting-row";
import { useSettingsState } from "./settings-context";
import { useSavedNotice } from "./use-saved-notice";

type Preferences = Pick<Settings, "darkMode" | "language" | "currency" | "largerText" | "hapticFeedback">;

/** Preferences: changed here, saved together with Save Preferences, then applied across the app. */
export function PreferencesTab() {
  const { settings, save } = useSettingsState();
  const t = useTranslations("settings.preferences");
  const tr = useTranslations("settings");
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
  const notice = useSavedNotice(() => toast.success(t("saved"), { description: t("savedDescription") }));
  const set = (patch: Partial<Preferences>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setSaving(true);
    const saved = await save(draft);
    setSaving(false);
    if (saved) {
      notice(draft.language);
      router.refresh();
    }
  };

  return (
    <Section title={t("title")}>
      <SettingRow
        id="dark-mode"
        label={t("darkMode")}
        checked={draft.darkMode}
        onCheckedChange={(darkMode) => set({ darkMode })}
      />
      <div className="grid gap-4 py-3 sm:grid-cols-2">
        <FormField id="preferences-language" label={t("language")}>
          <OptionSelect
            id="preferences-language"
            options={LANGUAGES.map((option) => ({ value: option.value, label: tr(option.label) }))}
            value={draft.language}
            onValueChange={(language) => set({ language })}
          />
        </FormField>
        <FormField id="preferences-currency" label={t("currency")}>
          <OptionSelect
            id="preferences-currency"
            options={CURRENCIES.map((option) => ({ value: option.value, label: tr(option.label) }))}
            value={draft.currency}
            onValueChange={(currency) => set({ currency })}
          />
        </FormField>
      </div>
      <SettingRow
        id="larger-text"
        label={t("largerText")}
        description={t("largerTextDescription")}
        checked={draft.largerText}
        onCheckedChange={(largerText) => set({ largerText })}
      />
      <SettingRow
        id="haptic-feedback"
        label={t("haptic")}
        description={tDisplay("hapticDescription")}
        checked={draft.hapticFeedback}
        onCheckedChange={(hapticFeedback) => set({ hapticFeedback })}
      />
      <div className="flex justify-end pt-2">
        <Button onClick={() => void submit()} disabled={saving} aria-busy={saving}>
          {saving && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("save")}
        </Button>
      </div>
    </Section>
  );
}
