// GET /api/health - the app is up and which part is down if any (for uptime checks and deploy smoke tests).
import { NextResponse } from "next/server";
import { db } from "@/server/db";
import { DATABASE_UNAVAILABLE, reportDatabaseUnavailable } from "@/server/platform";
import { languageOfRequest } from "@/server/web";
import { sayPhrase } from "@/i18n/say-phrase";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ data: { status: "ok", database: "ok" } }, { headers: NO_STORE });
  } catch (error) {
    // The reason goes to the server log only (once per interval): a connection error can carry the host.
    reportDatabaseUnavailable(error);
    // The database cannot say the person's setting: their cookie or browser chooses the language.
    const language = await languageOfRequest(request, { withAccount: false }).catch(() => "en" as const);
    return NextResponse.json(
      { message: sayPhrase(DATABASE_UNAVAILABLE, language), data: { status: "unavailable", database: "down" } },
      { status: 503, headers: NO_STORE },
    );
  }
}
