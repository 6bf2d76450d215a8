"use client";

import { Link } from "@/components/ui/link";
import { LogOutIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SessionUser } from "@/lib/session-user";
import { useLogout } from "./use-logout";
import { UserMenuTrigger } from "./user-menu";

/**
 * The signed-in user menu: the full name (disabled), Settings, Logout. Radix's dropdown is loaded after the
 * page (user-menu.tsx); until then the same trigger is drawn, and a click on it opens the menu once loaded.
 */
export default function UserMenuContent({ user, defaultOpen }: { user: SessionUser; defaultOpen: boolean }) {
  const t = useTranslations("frame.userMenu");
  const { logout, pending } = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled>{user.fullName}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <SettingsIcon aria-hidden />
            {t("settings")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={() => void logout()}>
          <LogOutIcon aria-hidden />
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
