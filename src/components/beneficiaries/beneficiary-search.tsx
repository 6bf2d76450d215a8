"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";

/** The search box over beneficiaries (matchesBeneficiary decides what it finds), on their page and in Send Money. */
export function BeneficiarySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations("beneficiaries");
  return (
    <label className="relative block">
      <span className="sr-only">{t("search")}</span>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        placeholder={t("searchPlaceholder")}
        className="pl-9"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
