"use client";

/**
 * Starts next-auth's Google flow: its CSRF token, then the sign-in call, which answers Google's address (with
 * this browser's state and PKCE cookies set); the page then goes there. On the way back Google lands on
 * /api/auth/callback/google, which ends on a Veil page.
 */
export async function goToGoogle(): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { cache: "no-store" });
  if (!csrf.ok) throw new Error("csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const started = await fetch("/api/auth/signin/google", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/dashboard", json: "true" }),
  });
  if (!started.ok) throw new Error("signin");
  const { url } = (await started.json()) as { url: string };
  window.location.assign(url);
}
