import { useLocale, useTranslations } from "next-intl";
import { EnglishTexts, valuesFor } from "@/i18n/english-texts";
import validation from "@/i18n/messages/en/validation.json";

// The shared zod schemas (src/lib/schemas) keep their English words, which the server also answers with; a form
// shows them in the page's language by finding each message's key in the validation namespace.
const ENGLISH = new EnglishTexts(validation);

/**
 * Says a field's message in the page's language: a schema's English message by its key (with its values, such
 * as a bank's name), anything else (the server's answer, already in the person's language) as it is.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useTranslations("validation");
  const language = useLocale();
  return (message) => {
    if (!message) return message;
    const found = ENGLISH.find(message);
    return found ? t(found.key as never, valuesFor(language, found.values) as never) : message;
  };
}
