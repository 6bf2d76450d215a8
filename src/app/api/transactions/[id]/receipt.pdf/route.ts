// GET /api/transactions/:id/receipt.pdf - the owner's receipt as a PDF (404 for anyone else's).
import { userRoute } from "@/server/web";
import { db } from "@/server/db";
import { receiptPdf, receiptForRequest, receiptHeaders } from "@/server/documents";

export const GET = userRoute(async (request, user, { params }) => {
  const receipt = await receiptForRequest(db, request, user, String((await params).id));
  const pdf = await receiptPdf(receipt);
  return new Response(new Uint8Array(pdf), { headers: receiptHeaders("application/pdf", `${receipt.fileName}.pdf`) });
});
