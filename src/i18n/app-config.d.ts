import type { Language } from "./locales";
import type { Messages } from "./messages";

// Types every `t("…")` against the English texts: a key that does not exist fails `tsc`.
declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: Messages;
  }
}
