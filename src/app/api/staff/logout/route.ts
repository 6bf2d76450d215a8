// POST /api/staff/logout - ends the staff session (its row, then the cookie)
import { NextResponse } from "next/server";
import { publicRoute } from "@/server/web";
import { readCookie } from "@/server/platform";
import { endStaffSession, staffCookieName, staffCookieOptions } from "@/server/support";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await endStaffSession(db, readCookie(request, staffCookieName()));
  const response = NextResponse.json({ data: { signedOut: true } });
  response.cookies.set(staffCookieName(), "", { ...staffCookieOptions(), maxAge: 0 });
  return response;
});
