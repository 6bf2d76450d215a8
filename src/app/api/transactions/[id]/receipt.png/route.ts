// GET /api/transactions/:id/receipt.png - the owner's receipt as an image, to share (404 for anyone else's).
import { userRoute } from "@/server/web";
import { db } from "@/server/db";
import { receiptImage, receiptForRequest, receiptHeaders } from "@/server/documents";

export const GET = userRoute(async (request, user, { params }) => {
  const receipt = await receiptForRequest(db, request, user, String((await params).id));
  return receiptImage(receipt, receiptHeaders("image/png", `${receipt.fileName}.png`));
});
