"use client";

/** Security › Transaction PIN: create, change and reset it. */
export function PinSection() {
  return null;
}
