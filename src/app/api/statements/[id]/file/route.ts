// GET /api/statements/:id/file - the owner's ready statement, as the PDF or CSV it was asked for.
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { statementFile } from "@/server/documents";

const TYPES = { pdf: "application/pdf", csv: "text/csv; charset=utf-8" } as const;

export const GET = userRoute(async (_request, user, { params }) => {
  const file = await statementFile(db, user, String((await params).id));
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": TYPES[file.format],
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
