import { randomBytes } from "node:crypto";

/** An opaque transaction reference: random, so it says nothing about the sender or the order of sends. */
export function newTransactionReference(): string {
  return `VEIL${randomBytes(10).toString("hex").toUpperCase()}`;
}
