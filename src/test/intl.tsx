import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { type Language, TIME_ZONE } from "@/i18n/locales";
import { MESSAGES } from "@/i18n/messages";

/**
 * A component as a page renders it, in a language: the app's root layout gives every component its texts
 * through this provider, so a test that renders one outside the app must too.
 */
export function inLanguage(node: ReactNode, language: Language = "en") {
  return (
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone={TIME_ZONE}>
      {node}
    </NextIntlClientProvider>
  );
}
