"use client";

/** Security › Devices: the signed-in sessions, each with Sign out, and "Sign out all other devices". */
export function SessionsSection() {
  return null;
}
