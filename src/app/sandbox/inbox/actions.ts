"use server";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import {
  secureCookies,
  isReviewerSecret,
  REVIEWER_COOKIE,
  REVIEWER_COOKIE_MAX_AGE,
  reviewerSecretAsked,
  reviewerToken,
} from "@/server/platform";

/** The inbox's one question: the reviewer secret, kept as a token in an httpOnly cookie when it is right. */
export async function openSandboxInbox(formData: FormData): Promise<void> {
  if (!reviewerSecretAsked()) notFound();
  const secret = formData.get("secret");
  if (typeof secret !== "string" || !isReviewerSecret(secret.trim())) redirect("/sandbox/inbox?secret=wrong");
  (await cookies()).set(REVIEWER_COOKIE, reviewerToken(secret.trim()), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: REVIEWER_COOKIE_MAX_AGE,
  });
  redirect("/sandbox/inbox");
}
