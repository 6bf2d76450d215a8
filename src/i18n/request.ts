import { getRequestConfig } from "next-intl/server";
import { requestLanguage } from "@/server/web";
import { TIME_ZONE } from "./locales";
import { MESSAGES } from "./messages";

// next-intl without locale routing: a page's URL is the same in every language, and the language comes from
// the person (src/server/web/request-language.ts).
export default getRequestConfig(async () => {
  const locale = await requestLanguage();
  return { locale, messages: MESSAGES[locale], timeZone: TIME_ZONE };
});
