"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { AMOUNTS_HIDDEN_COOKIE } from "@/lib/amounts-hidden";

const Privacy = createContext<{ hidden: boolean; toggle: () => void }>({ hidden: false, toggle: () => {} });

/**
 * Every amount inside is masked while hidden (each <Naira> and approximate amount carries data-amount, and
 * globals.css draws dots in its place); the choice is kept a year on this device.
 */
export function AmountsPrivacy({ initiallyHidden, children }: { initiallyHidden: boolean; children: ReactNode }) {
  const [hidden, setHidden] = useState(initiallyHidden);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    document.cookie = `${AMOUNTS_HIDDEN_COOKIE}=${next ? "1" : "0"}; path=/; max-age=31536000; samesite=lax`;
  };
  return (
    <Privacy.Provider value={{ hidden, toggle }}>
      <div data-amounts={hidden ? "hidden" : "shown"} className="flex flex-col gap-5">
        {children}
      </div>
    </Privacy.Provider>
  );
}

/** The eye beside the balance. */
export function HideAmountsButton() {
  const t = useTranslations("dashboard");
  const { hidden, toggle } = useContext(Privacy);
  return (
    <Button
      type="button"
      variant="inverse"
      size="sm"
      aria-pressed={hidden}
      aria-label={t("hideBalance")}
      title={hidden ? t("showBalance") : t("hideBalance")}
      onClick={toggle}
    >
      {hidden ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
    </Button>
  );
}
