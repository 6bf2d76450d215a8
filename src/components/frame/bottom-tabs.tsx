"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { CreditCardIcon, HomeIcon, ListIcon, MenuIcon, UserRoundIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { useDrawer } from "./drawer-context";

const TABS = [
  { href: "/dashboard", name: "home", icon: HomeIcon },
  { href: "/transactions", name: "transactions", icon: ListIcon },
  { href: "/cards", name: "cards", icon: CreditCardIcon },
  { href: "/profile", name: "profile", icon: UserRoundIcon },
] as const;

const tabClass =
  "flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/** The optional bottom tab bar of the signed-in screens, on phones. Menu opens the drawer. */
export function BottomTabs() {
  const t = useTranslations("frame.tabs");
  const pathname = usePathname();
  const { setOpen } = useDrawer();
  return (
    <nav
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-md">
        {TABS.map(({ href, name, icon: Icon }) => {
          const active = pathname === href;
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? "page" : undefined}
              className={cn(tabClass, active ? "text-primary" : "text-muted-foreground")}
            >
              <Icon className="size-5" aria-hidden />
              {t(name)}
            </Link>
          );
        })}
        <button type="button" className={cn(tabClass, "text-muted-foreground")} onClick={() => setOpen(true)}>
          <MenuIcon className="size-5" aria-hidden />
          {t("menu")}
        </button>
      </div>
    </nav>
  );
}
