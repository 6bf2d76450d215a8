import "server-only";
import type { NextResponse } from "next/server";
import { LANGUAGE_COOKIE, type Language } from "@/i18n/locales";
import { cookieOptions } from "@/server/platform/http/session-token";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a language chosen on this browser, so that its signed-out pages (the login page after sign-out) stay in
 * it. A signed-in person's language is their setting; this cookie only speaks when nobody is signed in.
 */
export function rememberLanguage(response: NextResponse, language: Language): NextResponse {
  response.cookies.set(LANGUAGE_COOKIE, language, cookieOptions(ONE_YEAR_SECONDS));
  return response;
}
