"use client";

/** What sharing did: opened the phone's share sheet, downloaded the image, or the person closed the sheet. */
export type ShareOutcome = "shared" | "downloaded" | "cancelled";

/** The file name the server gave a download (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

/** Saves a file the way a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A transaction's receipt image (made by the server, in the owner's language): handed to the system share sheet
 * where the browser can share files (phones), downloaded everywhere else. Throws when the image cannot be had.
 */
export async function shareReceipt(transactionId: number, title: string): Promise<ShareOutcome> {
  const response = await fetch(`/api/transactions/${transactionId}/receipt.png`, { cache: "no-store" });
  if (!response.ok) throw new Error(`receipt answered ${response.status}`);
  const blob = await response.blob();
  const name = fileNameOf(response, "veil-receipt.png");
  const file = new File([blob], name, { type: "image/png" });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled"; // the sheet was closed
      // A share sheet that refuses (no permission, no gesture left): the download still gives them the file.
    }
  }
  saveFile(blob, name);
  return "downloaded";
}
