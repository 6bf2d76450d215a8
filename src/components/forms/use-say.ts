import { useLocale, useTranslations } from "next-intl";
import { spokenValues, textPhrase, type Phrase } from "@/i18n/phrase";
import type { Language } from "@/i18n/locales";

/**
 * Says a phrase in the page's language: a shared schema's refusal (its text, src/lib/schemas) or a phrase the
 * server sent unsaid (an address check's reason). Any other text (an answer the server already said in the
 * person's language) is shown as it is.
 */
export function useSay(): (said: string | Phrase | undefined | null) => string | undefined {
  const t = useTranslations();
  const language = useLocale() as Language;
  return (said) => {
    if (!said) return undefined;
    const found = typeof said === "string" ? textPhrase(said) : said;
    if (!found) return said as string;
    return t(found.key as never, spokenValues(found.values, language) as never);
  };
}
