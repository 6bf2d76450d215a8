"use client";

import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/frame/use-logout";

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <Button variant="destructive" size="lg" className="w-full" onClick={() => void logout()} disabled={pending}>
      <LogOutIcon aria-hidden />
      {pending ? "Logging out..." : "Log Out"}
    </Button>
  );
}
