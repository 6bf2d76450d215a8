import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

/**
 * The footer: the legal pages, support's address, and the rights line. Signed out, it holds the language
 * switcher; signed in, the language is the one in Settings › Preferences, so there is one control, not two.
 */
export function SiteFooter({ signedIn, supportEmail }: { signedIn: boolean; supportEmail?: string }) {
  const t = useTranslations("common.footer");
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:px-6">
        <Logo className="text-foreground" />
        <nav aria-label={t("links")} className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
          <Link href="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
            {t("privacy")}
          </Link>
          <Link href="/terms" className="underline-offset-4 hover:text-foreground hover:underline">
            {t("terms")}
          </Link>
          <Link href="/support" className="underline-offset-4 hover:text-foreground hover:underline">
            {t("support")}
          </Link>
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className="underline-offset-4 hover:text-foreground hover:underline">
              {supportEmail}
            </a>
          )}
        </nav>
        {!signedIn && <LanguageSwitcher />}
        <p>{t("rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
