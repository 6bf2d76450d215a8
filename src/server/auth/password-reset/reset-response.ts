import "server-only";
import { NextResponse } from "next/server";
import { resetCookieName, resetCookieOptions, sealReset, type ResetState } from "./reset-cookie";

/** An answer that carries the reset on to its next step, in the signed cookie only. */
export function resetStepResponse(state: ResetState, body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(resetCookieName(), sealReset(state), resetCookieOptions());
  return response;
}

/** The reset is over: the cookie goes. */
export function resetDoneResponse(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(resetCookieName(), "", { ...resetCookieOptions(), maxAge: 0 });
  return response;
}
