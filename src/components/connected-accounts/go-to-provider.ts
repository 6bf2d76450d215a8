"use client";

export type OAuthProvider = "google" | "facebook";

/**
 * Starts next-auth's flow for Google or Facebook: its CSRF token, then the sign-in call, which answers the
 * provider's address (with this browser's state cookie, and PKCE for Google, set); the page then goes there.
 * On the way back the provider lands on /api/auth/callback/<provider>, which ends on a Veil page.
 */
export async function goToProvider(provider: OAuthProvider): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { cache: "no-store" });
  if (!csrf.ok) throw new Error("csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const started = await fetch(`/api/auth/signin/${provider}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/dashboard", json: "true" }),
  });
  if (!started.ok) throw new Error("signin");
  const { url } = (await started.json()) as { url: string };
  window.location.assign(url);
}
