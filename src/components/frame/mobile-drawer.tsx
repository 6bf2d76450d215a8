"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/session-user";
import { useDrawer } from "./drawer-context";
import { onFirstIntent } from "@/lib/on-first-intent";

const loadSheet = () => import("./drawer-sheet");
const DrawerSheet = dynamic(loadSheet, { ssr: false });

export function DrawerButton() {
  const t = useTranslations("frame.header");
  const { setOpen } = useDrawer();
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")} onClick={() => setOpen(true)}>
      <MenuIcon className="size-6" aria-hidden />
    </Button>
  );
}

/**
 * The drawer's code (Radix's dialog, its focus trap, the links) is fetched on the person's first touch, key
 * press or mouse movement, and mounted the first time the drawer opens: it is not part of any page's first
 * load.
 */
export function MobileDrawer({ user }: { user: SessionUser | null }) {
  const { open } = useDrawer();
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstIntent(() => void loadSheet().catch(() => {})), []); // offline: opening tries again
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? <DrawerSheet user={user} /> : null;
}
