// GET /api/health - the app is up and its database answers (for uptime checks and deploy smoke tests).
import { NextResponse } from "next/server";
import { db } from "@/server/db";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ data: { status: "ok", database: "ok" } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // The reason goes to the server log only: a connection error can carry the database host.
    console.error("health check: database unreachable", error instanceof Error ? error.message : error);
    return NextResponse.json(
      { message: "The database is not reachable. Try again in a minute." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
