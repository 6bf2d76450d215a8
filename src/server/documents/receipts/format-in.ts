import { INTL_LOCALE, TIME_ZONE, type Language } from "@/i18n/locales";
import { formatNaira } from "@/lib/money";

// Amounts and dates in a person's language for files Veil writes (receipts, statements): still naira, Lagos time.
// ICU's narrow no-break space (French groups, some times) is in neither Geist nor the PDF's Helvetica: it becomes
// a no-break space.

const narrow = (text: string) => text.replace(/[\u202f\u2009]/g, "\u00a0");

const dateTimes = new Map<Language, Intl.DateTimeFormat>();
const dates = new Map<Language, Intl.DateTimeFormat>();

/** "₦25,000.00" in English, "25 000,00 ₦" in French: formatNaira, with the spaces the files' fonts have. */
export function nairaIn(language: Language, amount: string | bigint): string {
  return narrow(formatNaira(amount, language));
}

/** "24 November 2026, 14:05" (the language's order and words), in Lagos time. */
export function dateTimeIn(language: Language, at: Date): string {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: TIME_ZONE,
    });
    dateTimes.set(language, format);
  }
  return narrow(format.format(at));
}

/** "24/11/2026" or the language's short form of a day, in Lagos time. */
export function dayIn(language: Language, at: Date): string {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeZone: TIME_ZONE });
    dates.set(language, format);
  }
  return narrow(format.format(at));
}

/** "******6789": enough for a person to recognise the account, not enough to pay into it. */
export function maskAccount(number: string | null): string | null {
  if (!number) return null;
  return `${"*".repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
