"use client";

import dynamic from "next/dynamic";
import { forwardRef, useState, type ComponentProps } from "react";
import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { initials } from "@/lib/initials";
import type { SessionUser } from "@/lib/session-user";
import { useLoadedOnFirstIntent } from "@/lib/on-first-intent";

const loadMenu = () => import("./user-menu-content");
const UserMenuContent = dynamic(loadMenu, { ssr: false, loading: () => null });

/** The avatar button that opens the account menu (Radix passes its props and ref through asChild). */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, ComponentProps<"button"> & { user: SessionUser }>(
  function UserMenuTrigger({ user, ...props }, ref) {
    const t = useTranslations("frame.userMenu");
    return (
      <Button ref={ref} variant="ghost" size="narrow" aria-label={t("label", { name: user.fullName })} {...props}>
        <span
          className="grid size-8 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
          aria-hidden
        >
          {initials(user.fullName)}
        </span>
        <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
      </Button>
    );
  },
);

/** The account menu: drawn as its trigger at once; its dropdown's code arrives on the first mouse movement,
 * touch or key press (see onFirstIntent), and a click that comes before it opens the menu when it arrives. */
export function UserMenu({ user }: { user: SessionUser }) {
  const ready = useLoadedOnFirstIntent(loadMenu);
  const [clicked, setClicked] = useState(false);
  if (ready || clicked) return <UserMenuContent user={user} defaultOpen={clicked} />;
  return <UserMenuTrigger user={user} aria-haspopup="menu" onClick={() => setClicked(true)} />;
}
