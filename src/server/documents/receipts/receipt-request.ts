import "server-only";
import { siteOrigin, type Database, ApiError } from "@/server/platform";
import type { AuthUser } from "@/server/auth";
import { ownReceipt, type Receipt } from "./receipt-data";
import { phrase } from "@/i18n/phrase";

/** The signed-in owner's receipt for the route's transaction, in their language; 404 for anyone else's. */
export async function receiptForRequest(db: Database, request: Request, user: AuthUser, id: string): Promise<Receipt> {
  const receipt = await ownReceipt(db, user.id, id, user.appearance.language, siteOrigin(request));
  if (!receipt) throw new ApiError("not_found", phrase("serverErrors.transactionNotFound"));
  return receipt;
}

/** Headers for a receipt file: private to its owner, never cached by anything in between. */
export function receiptHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  };
}
