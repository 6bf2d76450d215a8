"use client";

import { toast } from "@/components/ui/toast";

/** Shares a receipt with the phone's share sheet, or copies it where there is none. */
export async function shareReceipt(lines: string[]): Promise<void> {
  const text = lines.join("\n");
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title: "Veil receipt", text });
      return;
    }
    await navigator.clipboard.writeText(text);
    toast.info("Share Feature", { description: "Receipt copied. Paste it anywhere to share it." });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
    toast.info("Share Feature", { description: "Sharing is not available on this device." });
  }
}
