"use client";

import { useEffect, useState } from "react";

/**
 * Copies text to the clipboard; `copied` holds for 3 seconds after (docs/product.md, Transaction details). A
 * refused clipboard (an insecure page, a denied permission) copies nothing: the text stays on screen to read.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Nothing copied: see above.
    }
  };
  return { copied, copy };
}
