import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

/**
 * The footer. Signed out, it holds the language switcher; signed in, the language is the one in Settings ›
 * Preferences, so there is one control, not two.
 */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("common.footer");
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground md:flex-row md:px-6">
        <Logo className="text-foreground" />
        {!signedIn && <LanguageSwitcher />}
        <p>{t("rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
