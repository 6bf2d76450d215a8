"use client";

import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/frame/use-logout";

export function LogoutButton() {
  const t = useTranslations("profile");
  const { logout, pending } = useLogout();
  return (
    <Button variant="destructive" size="lg" className="w-full" onClick={() => void logout()} disabled={pending}>
      <LogOutIcon aria-hidden />
      {pending ? t("loggingOut") : t("logOut")}
    </Button>
  );
}
