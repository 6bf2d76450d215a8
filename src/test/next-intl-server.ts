// next-intl/server for Jest: outside Next there is no request to read a language from, so server components
// and route code under test speak English unless a test mocks this module.
import { createTranslator } from "next-intl";
import { DEFAULT_LANGUAGE, TIME_ZONE } from "@/i18n/locales";
import { MESSAGES } from "@/i18n/messages";

export async function getLocale() {
  return DEFAULT_LANGUAGE;
}

export async function getTranslations(options?: string | { namespace?: string; locale?: string }) {
  const namespace = typeof options === "string" ? options : options?.namespace;
  return createTranslator({
    locale: DEFAULT_LANGUAGE,
    messages: MESSAGES[DEFAULT_LANGUAGE],
    timeZone: TIME_ZONE,
    namespace: namespace as never,
  });
}

export async function getMessages() {
  return MESSAGES[DEFAULT_LANGUAGE];
}

export async function getTimeZone() {
  return TIME_ZONE;
}
