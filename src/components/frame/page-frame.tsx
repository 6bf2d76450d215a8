import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { toSessionUser, type SessionUser } from "@/lib/session-user";
import { getSessionUser } from "@/server/web";
import { whenDatabaseUnavailable } from "@/server/platform";
import { supportAddress } from "@/server/support";
import { cn } from "@/lib/utils";
import { DrawerProvider } from "./drawer-context";
import { MobileDrawer } from "./mobile-drawer";
import { SiteHeader, type HeaderOptions } from "./site-header";
import { SiteFooter } from "./site-footer";
import { BottomTabs } from "./bottom-tabs";
import { WalletNav } from "./wallet-nav";
import { UnavailableNotice } from "./unavailable-notice";

const UNAVAILABLE = Symbol("database unavailable");

type FrameProps = HeaderOptions & {
  children: ReactNode;
  /** The bottom tab bar, for signed-in screens on phones. */
  showTabs?: boolean;
  className?: string;
};

/** The shared page frame (docs/product.md, The frame around every page): header, drawer, main, footer and the optional tab bar. */
export async function PageFrame(props: FrameProps) {
  // A signed-in person on a public page: with the database unreachable, who they are cannot be told, and a
  // frame for someone signed out would offer them a login that cannot work either.
  const user = await getSessionUser().catch(whenDatabaseUnavailable(UNAVAILABLE));
  if (user === UNAVAILABLE) return <UnavailableNotice />;
  return <FrameLayout {...props} user={user && toSessionUser(user)} supportEmail={supportAddress()} />;
}

export function FrameLayout({
  children,
  showTabs,
  className,
  user,
  supportEmail,
  ...header
}: FrameProps & { user: SessionUser | null; supportEmail?: string }) {
  const t = useTranslations("frame");
  return (
    <DrawerProvider>
      {/* The tab bar is fixed over the bottom of the page on phones: the frame leaves its height free below the
          footer, so the footer and the page's last lines can be scrolled into view above it. */}
      <div
        className={cn("flex min-h-dvh flex-col", showTabs && "pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0")}
      >
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader user={user} {...header} />
        {showTabs ? (
          // Signed in, wider than a phone: the wallet's navigation beside the page, where the tab bar was.
          <div className="flex flex-1">
            <WalletNav />
            <main id="main" className={cn("min-w-0 flex-1", className)}>
              {children}
            </main>
          </div>
        ) : (
          <main id="main" className={cn("flex-1", className)}>
            {children}
          </main>
        )}
        <SiteFooter signedIn={user !== null} supportEmail={supportEmail} />
        {showTabs && <BottomTabs />}
        <MobileDrawer user={user} />
      </div>
    </DrawerProvider>
  );
}
