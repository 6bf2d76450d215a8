"use client";

import { Link } from "@/components/ui/link";
import { LogOutIcon, UserRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { SessionUser } from "@/lib/session-user";
import { ACCOUNT_LINKS, PUBLIC_LINKS } from "./nav-links";
import { useDrawer } from "./drawer-context";
import { useLogout } from "./use-logout";

const linkClass =
  "flex items-center rounded-lg px-3 py-2.5 text-[15px] font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/**
 * The mobile side drawer: 280 px wide, the header's links, and the account's when signed in. Loaded only
 * once the drawer is first wanted (mobile-drawer.tsx): Radix's dialog is no part of a page's first load.
 */
export default function DrawerSheet({ user }: { user: SessionUser | null }) {
  const t = useTranslations("frame");
  const { open, setOpen } = useDrawer();
  const { logout, pending } = useLogout();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="left" className="w-[280px] p-4 pt-5" data-testid="mobile-drawer">
        <SheetTitle className="px-3 text-lg">{t("drawer.title")}</SheetTitle>
        <SheetDescription className="sr-only">{t("drawer.description")}</SheetDescription>
        {user && (
          <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm font-semibold">
            <UserRoundIcon className="size-4" aria-hidden />
            {user.fullName}
          </p>
        )}
        <nav aria-label={t("drawer.nav")} className="flex flex-col gap-0.5">
          {/* Signed in, the wallet's Dashboard below is home: the landing page's Home would only lead away. */}
          {PUBLIC_LINKS.filter((link) => !user || link.href !== "/").map((link) => (
            <Link key={link.href} href={link.href} className={linkClass} onClick={close}>
              {t(`nav.${link.name}`)}
            </Link>
          ))}
          {user && <hr className="my-2" />}
          {user &&
            ACCOUNT_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass} onClick={close}>
                {t(`nav.${link.name}`)}
              </Link>
            ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2">
          {user ? (
            <Button variant="outline" onClick={() => void logout().then(close)} disabled={pending}>
              <LogOutIcon aria-hidden />
              {pending ? t("drawer.loggingOut") : t("drawer.logout")}
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link href="/onboarding" onClick={close}>
                  {t("header.sendMoneyPrivately")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/login" onClick={close}>
                  {t("header.login")}
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
