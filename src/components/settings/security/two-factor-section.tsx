"use client";

/** Security › Two-Factor Authentication: by authenticator app or SMS, with recovery codes. */
export function TwoFactorSection() {
  return null;
}
