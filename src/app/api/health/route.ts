// GET /api/health - the app is up and which part is down if any (for uptime checks and deploy smoke tests).
import { NextResponse } from "next/server";
import { db } from "@/server/db";
import { DATABASE_UNAVAILABLE, reportDatabaseUnavailable } from "@/server/platform";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ data: { status: "ok", database: "ok" } }, { headers: NO_STORE });
  } catch (error) {
    // The reason goes to the server log only (once per interval): a connection error can carry the host.
    reportDatabaseUnavailable(error);
    return NextResponse.json(
      { message: DATABASE_UNAVAILABLE, data: { status: "unavailable", database: "down" } },
      { status: 503, headers: NO_STORE },
    );
  }
}
