"use client";

import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * sonner's rich colours put text at 3:1 to 4.3:1 on their tints; these darker shades of the same hues
 * reach WCAG's 4.5:1 (axe checks every toast the accessibility tests raise).
 */
const READABLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 37%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--info-text": "hsl(210, 92%, 34%)",
} as CSSProperties;

/** One toast at a time, 5 seconds each; failures in the destructive style (richColors). */
export function Toaster(props: ToasterProps) {
  const t = useTranslations("ui");
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={t("notifications")}
      toastOptions={{ classNames: { title: "font-semibold" }, closeButtonAriaLabel: t("closeToast") }}
      style={READABLE_RICH_COLORS}
      {...props}
    />
  );
}
