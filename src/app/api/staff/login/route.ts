// POST /api/staff/login - a staff member signs in with email, password and authenticator code (the staff cookie, and the device cookie that gives this browser its own sign-in limit)
import { NextResponse } from "next/server";
import { staffSignInSchema } from "@/lib/schemas/staff";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { signInStaff, staffCookieName, staffCookieOptions } from "@/server/support";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, staffSignInSchema);
  const { token, staff, device } = await signInStaff(db, input, request.headers);
  const response = NextResponse.json({ data: { name: staff.name, roles: staff.roles } });
  response.cookies.set(staffCookieName(), token, staffCookieOptions());
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
