"use client";

/** Security › Biometric Login: the passkeys of this account, each with Remove, and adding one on this device. */
export function PasskeysSection() {
  return null;
}
