// GET /api/transactions/:id/receipt.png - the owner's receipt as an image, to share (404 for anyone else's).
import { userRoute } from "@/server/http/handler";
import { db } from "@/server/db";
import { receiptImage } from "@/server/receipts/receipt-image";
import { receiptForRequest, receiptHeaders } from "@/server/receipts/receipt-request";

export const GET = userRoute(async (request, user, { params }) => {
  const receipt = await receiptForRequest(db, request, user, String((await params).id));
  return receiptImage(receipt, receiptHeaders("image/png", `${receipt.fileName}.png`));
});
