"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  CreditCardIcon,
  GaugeIcon,
  HomeIcon,
  LifeBuoyIcon,
  ListIcon,
  PlusIcon,
  SendIcon,
  SettingsIcon,
  UsersRoundIcon,
  UserRoundIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/dashboard", name: "home", icon: HomeIcon },
  { href: "/send-money", name: "sendMoney", icon: SendIcon },
  { href: "/beneficiaries", name: "beneficiaries", icon: UsersRoundIcon },
  { href: "/add-money", name: "addMoney", icon: PlusIcon },
  { href: "/transactions", name: "transactions", icon: ListIcon },
  { href: "/cards", name: "cards", icon: CreditCardIcon },
  { href: "/limits", name: "limits", icon: GaugeIcon },
  { href: "/support", name: "support", icon: LifeBuoyIcon },
  { href: "/profile", name: "profile", icon: UserRoundIcon },
  { href: "/settings", name: "settings", icon: SettingsIcon },
] as const;

/** Which link a page belongs to: a transaction's details are part of Transactions. */
function isCurrent(href: string, pathname: string): boolean {
  if (href === "/transactions" && pathname.startsWith("/transaction/")) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The signed-in navigation at tablet and desktop width, where the phone's tab bar and drawer give way: a column
 * beside the page that reaches every part of the wallet.
 */
export function WalletNav() {
  const t = useTranslations("frame.walletNav");
  const pathname = usePathname();
  return (
    // The column runs the page's whole height, its line with it; the links inside stay in view as it scrolls.
    <div className="hidden w-56 shrink-0 border-r md:block">
      <nav
        aria-label={t("label")}
        className="sticky top-16 flex max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto px-3 py-6"
      >
        {LINKS.map(({ href, name, icon: Icon }) => {
          const current = isCurrent(href, pathname);
          return (
            <Link
              key={href}
              href={href}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                current ? "bg-primary/10 text-primary" : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              <Icon className="size-5" aria-hidden />
              {t(name)}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
