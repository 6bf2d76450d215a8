"use client";

import { toast } from "@/components/ui/toast";
import { UnreachableError } from "@/lib/http/post-json";

/**
 * A step that failed, said as the spec names it: a refusal is "… Failed" with the screen's or the server's
 * sentence; a server that could not be reached (or failed on its side) is "… Error" with the process's sentence
 * and what to do next.
 */
export function toastFailure(
  error: unknown,
  words: { failed: string; refused: string; error: string; errorDescription: string },
) {
  if (error instanceof UnreachableError) {
    toast.error(words.error, { description: `${words.errorDescription} ${error.message}` });
  } else {
    toast.error(words.failed, { description: words.refused });
  }
}
