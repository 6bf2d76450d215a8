import { Link } from "@/components/ui/link";
import { ArrowLeftIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/session-user";
import { Logo } from "./logo";
import { PUBLIC_LINKS, homeHref } from "./nav-links";
import { DrawerButton } from "./mobile-drawer";
import { UserMenu } from "./user-menu";

export type HeaderOptions = {
  /** Where the back button goes: / from onboarding or login, the list from a transaction, /dashboard elsewhere. */
  backHref?: "/" | "/dashboard" | "/transactions";
  title?: string;
  /** The desktop links are hidden on the dashboard, onboarding and login only (the spec draws them everywhere else). */
  hideNavLinks?: boolean;
  /** Only the landing page shows Send Money Privately beside Login. */
  isLanding?: boolean;
  /** The login page itself does not offer Login again. */
  hideLogin?: boolean;
};

export function SiteHeader({
  user,
  backHref,
  title,
  hideNavLinks,
  isLanding,
  hideLogin,
}: HeaderOptions & { user: SessionUser | null }) {
  const t = useTranslations("frame");
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:px-6">
        {backHref && (
          <Button asChild variant="ghost" size="icon" className="-ml-2">
            <Link href={backHref} aria-label={t("header.back")}>
              <ArrowLeftIcon className="size-5" aria-hidden />
            </Link>
          </Button>
        )}
        {/* Beside a page title on a phone, the mark alone: the title gets the room to be read whole. With a back
            arrow too, not even the mark: Home is one tap away in the tab bar, and large text needs the room. */}
        <Logo
          href={homeHref(Boolean(user))}
          compact={Boolean(title)}
          className={title && backHref ? "max-sm:hidden" : undefined}
        />
        {title && (
          <p
            // With large text one long word ("Transactions") may not fit: it breaks (hyphenated where the
            // browser can) rather than being cut off at the edge.
            className={cn(
              "ml-1 line-clamp-2 min-w-0 border-l pl-3 text-base leading-tight font-semibold hyphens-auto [overflow-wrap:anywhere] sm:ml-2",
              backHref && "max-sm:ml-0 max-sm:border-l-0 max-sm:pl-0",
              // Wider screens have the room: the title keeps it, and the links beside it wrap instead.
              "sm:shrink-0 sm:whitespace-nowrap",
            )}
            data-testid="page-title"
          >
            {title}
          </p>
        )}
        {!hideNavLinks && (
          <nav aria-label={t("header.main")} className="ml-6 hidden items-center gap-1 md:flex">
            {PUBLIC_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href === "/" ? homeHref(Boolean(user)) : link.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {t(`nav.${link.name}`)}
              </Link>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <>
              {isLanding && (
                <Button asChild className="max-md:hidden">
                  <Link href="/onboarding">{t("header.sendMoneyPrivately")}</Link>
                </Button>
              )}
              {!hideLogin && (
                // Beside a page title a phone has no room for it: the drawer offers Login there.
                <Button
                  asChild
                  variant={isLanding ? "outline" : "default"}
                  size="md"
                  className={title ? "max-sm:hidden" : undefined}
                >
                  <Link href="/login">{t("header.login")}</Link>
                </Button>
              )}
            </>
          )}
          <DrawerButton />
        </div>
      </div>
    </header>
  );
}
