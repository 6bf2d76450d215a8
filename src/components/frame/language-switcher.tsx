"use client";

import * as React from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { NativeSelect } from "@/components/ui/native-select";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/i18n/locales";
import { messageOr, sendJson } from "@/lib/http/post-json";

/** The footer's language select: each language in its own name, applied at once to the page and the next ones. */
export function LanguageSwitcher() {
  const t = useTranslations("common");
  const language = useLocale();
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();

  const choose = async (next: Language) => {
    try {
      await sendJson("PUT", "/api/language", { language: next });
      startTransition(() => router.refresh());
    } catch (error) {
      toast.error(t("language.notSaved"), { description: messageOr(error, t("language.tryAgain")) });
    }
  };

  return (
    <label className="flex items-center gap-2">
      <span>{t("footer.language")}</span>
      <NativeSelect
        aria-busy={pending}
        value={language}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
