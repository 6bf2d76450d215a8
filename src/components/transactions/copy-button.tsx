"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCopy } from "./use-copy";

/** Copies a value; the "Copied" indicator lasts 3 seconds (docs/product.md, Transaction details). */
export function CopyButton({
  value,
  label,
  variant = "ghost",
}: {
  value: string;
  label: string;
  /** inverse: on the primary colour (the dashboard's balance card). */
  variant?: "ghost" | "inverse";
}) {
  const t = useTranslations("money");
  const { copied, copy } = useCopy();
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      aria-label={copied ? t("copied") : label}
      onClick={() => copy(value)}
    >
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
    </Button>
  );
}
