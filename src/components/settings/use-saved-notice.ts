"use client";

import * as React from "react";
import { useLocale } from "next-intl";
import type { Language } from "@/i18n/locales";

/**
 * Says "saved" once a change is saved, in the language the person now reads: a new language arrives with the
 * refreshed page, so the notice waits for it. `say` reads the page's current translator when it runs.
 */
export function useSavedNotice(say: () => void): (language: Language) => void {
  const locale = useLocale();
  const [waiting, setWaiting] = React.useState<Language | null>(null);
  const latest = React.useRef(say);
  React.useEffect(() => {
    latest.current = say;
  });
  React.useEffect(() => {
    if (waiting !== locale) return;
    setWaiting(null);
    latest.current();
  }, [waiting, locale]);
  return React.useCallback(
    (language: Language) => (language === locale ? latest.current() : setWaiting(language)),
    [locale],
  );
}
