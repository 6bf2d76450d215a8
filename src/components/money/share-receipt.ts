"use client";

import { toast } from "@/components/ui/toast";

/** The words around sharing, in the page's language: `useTranslations("money.share")`. */
export type ShareWords = (key: "title" | "toast" | "copiedReceipt" | "unavailable") => string;

/** Shares a receipt with the phone's share sheet, or copies it where there is none. */
export async function shareReceipt(lines: string[], say: ShareWords): Promise<void> {
  const text = lines.join("\n");
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title: say("title"), text });
      return;
    }
    await navigator.clipboard.writeText(text);
    toast.info(say("toast"), { description: say("copiedReceipt") });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
    toast.info(say("toast"), { description: say("unavailable") });
  }
}
