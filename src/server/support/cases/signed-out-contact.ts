import "server-only";
import { NextResponse } from "next/server";
import {
  ApiError,
  askWorkWhenBusy,
  cookieOptions,
  type Database,
  openSecretField,
  openSignedValue,
  perClient,
  readCookie,
  secretField,
  secureCookies,
  signValue,
  spendHourly,
} from "@/server/platform";
import { checkCode, sendCodeAlike, standInId, userSubject } from "@/server/auth";
import { normalizeNigerianPhone } from "@/lib/phone";
import type { SignedOutCaseInput } from "@/lib/schemas/support-case";
import { phrase } from "@/i18n/phrase";
import { writeCounted } from "./open-case";
import type { CaseView } from "./case-view";

// Support for a person who cannot sign in (a forgotten password, a lost phone, a locked account). Anyone may
// ask, so it must neither say whether a number has a wallet nor spend SMS on strangers: the code goes only to a
// wallet's own phone number, and a number without one gets the same answer, in the same work, and no SMS (as
// "Forgot Password?" does). The right code proves the phone; the case is the wallet's, as if opened signed in.

const PURPOSE = "support-contact";
const COOKIE_PURPOSE = "veil signed-out support cookie";
const MAX_AGE_SECONDS = 15 * 60;

/** Codes a number may be sent in an hour for support, and that one client may ask for. */
export const CONTACT_CODES_PER_NUMBER_PER_HOUR = 3;
export const CONTACT_CODES_PER_CLIENT_PER_HOUR = 10;

export const NO_CONTACT = phrase("serverErrors.supportContactExpired");

function cookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-support-contact`;
}

/** Sent only to this flow's own API. */
const contactCookieOptions = () => ({ ...cookieOptions(MAX_AGE_SECONDS), path: "/api/cases/signed-out" });

/** Sends the code (for a wallet's number) and answers with the cookie that names whom it was for. */
export async function startSignedOutContact(
  db: Database,
  request: Request,
  phoneNumber: string,
): Promise<{ subjectId: string; messageId: string }> {
  // The schema admits Nigerian mobile numbers only.
  const number = normalizeNigerianPhone(phoneNumber)!;
  const user = await db.user.findUnique({ where: { phoneNumber: number }, select: { id: true } });
  const subjectId = user?.id ?? standInId("support contact", number);
  await spendHourly(db, perClient(request.headers, PURPOSE, CONTACT_CODES_PER_CLIENT_PER_HOUR));
  await askWorkWhenBusy(db, request);
  await spendHourly(db, [{ bucket: `${PURPOSE}:account:${subjectId}`, max: CONTACT_CODES_PER_NUMBER_PER_HOUR }]);
  const messageId = await sendCodeAlike(db, { subjectId, purpose: PURPOSE, phoneNumber: number, real: Boolean(user) });
  return { subjectId, messageId };
}

export function contactStartedResponse(subjectId: string, body: unknown): NextResponse {
  const response = NextResponse.json(body);
  // The id sealed: a stranger's cookie must not say whose account, or whether there is one.
  const value = signValue(COOKIE_PURPOSE, [secretField(COOKIE_PURPOSE, subjectId)], MAX_AGE_SECONDS);
  response.cookies.set(cookieName(), value, contactCookieOptions());
  return response;
}

export function contactDoneResponse(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(cookieName(), "", { ...contactCookieOptions(), maxAge: 0 });
  return response;
}

/** The code: a wrong, expired or used-up one is refused in one-time-codes.ts's words; a right one opens the case. */
export async function openSignedOutCase(db: Database, request: Request, input: SignedOutCaseInput): Promise<CaseView> {
  const [sealed] = openSignedValue(COOKIE_PURPOSE, readCookie(request, cookieName()), 1) ?? [];
  const subjectId = sealed && openSecretField(COOKIE_PURPOSE, sealed);
  if (!subjectId) throw new ApiError("conflict", NO_CONTACT);
  const check = await checkCode(db, { subject: userSubject(subjectId), purpose: PURPOSE, code: input.code });
  if (!check.ok) throw new ApiError("unprocessable", check.message);
  // A stand-in's code was never sent, so only a wallet's number gets here.
  const user = await db.user.findUnique({
    where: { id: subjectId },
    select: { id: true, walletId: true, phoneNumber: true, email: true, settings: { select: { language: true } } },
  });
  if (!user) throw new ApiError("conflict", NO_CONTACT);
  const owner = { ...user, language: user.settings?.language ?? "en", signedOut: true };
  return writeCounted(db, owner, { reason: "OTHER", note: input.note }, null);
}
