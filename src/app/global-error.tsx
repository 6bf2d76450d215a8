"use client";
// As error.tsx, for a failure in the root layout itself (it reads a signed-in person's appearance settings
// from the database): the layout is gone, with its language and texts, so this page brings its own html, body
// and the few texts it needs, in the language the page had (its <html lang>) or else the browser's.
import "./globals.css";
import { useSyncExternalStore } from "react";
import { NextIntlClientProvider } from "next-intl";
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language, languageFromAcceptLanguage, TIME_ZONE } from "@/i18n/locales";
import en from "@/i18n/messages/en/errorPages.json";
import es from "@/i18n/messages/es/errorPages.json";
import fr from "@/i18n/messages/fr/errorPages.json";
import { ErrorNotice } from "./error";

const TEXTS: Record<Language, typeof en> = { en, fr, es };

function browserLanguage(): Language {
  const page = document.documentElement.lang;
  const ofPage = page === INTL_LOCALE.fr ? "fr" : page === INTL_LOCALE.es ? "es" : null;
  return ofPage ?? languageFromAcceptLanguage(navigator.languages.join(",")) ?? DEFAULT_LANGUAGE;
}

const never = () => () => {};

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const language = useSyncExternalStore(never, browserLanguage, () => DEFAULT_LANGUAGE);
  return (
    <html lang={INTL_LOCALE[language]}>
      <body>
        <NextIntlClientProvider locale={language} messages={{ errorPages: TEXTS[language] }} timeZone={TIME_ZONE}>
          <ErrorNotice reset={reset} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
