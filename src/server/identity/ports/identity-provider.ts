import type { Phrase } from "@/i18n/phrase";
// The port to an identity-verification vendor (Dojah, Prembly, Smile ID and the like). Each vendor's adapter
// turns its own request and response shapes into these; the rest of Veil never sees a vendor's format.
// A vendor that cannot be reached, times out or answers out of contract throws
// IdentityProviderUnavailableError: nothing is decided, and the person is asked to try again.

/** A person as the vendor's record (NIBSS for a BVN, NIMC for a NIN) has them. */
export type IdentityRecord = {
  fullName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** +234 and ten digits: the number registered with the BVN or NIN, where the codes go; null if none. */
  phoneNumber: string | null;
  address: string;
  /** The NIN the record carries (a BVN record may name one; a phone lookup answers the NIN registered to it). */
  nin: string | null;
};

export type LookupResult =
  { found: true; reference: string; identity: IdentityRecord } | { found: false; reference: string };

/** Why a face check failed, in the vendor's terms mapped to ours. */
export type FaceFailure = "no-face" | "many-faces" | "not-same-person" | "not-live";

export type FaceCheck =
  | { passed: true; score: number; reference: string }
  | { passed: false; reason: FaceFailure; score: number; reference: string };

/** A JPEG, checked by type and size before it reaches a provider; never stored. */
export type SelfieImage = { jpeg: Buffer; width: number; height: number };

export type AddressInput = {
  street: string;
  city: string;
  /** One of Nigeria's 36 states or "FCT" (src/lib/nigerian-states.ts). */
  state: string;
  fullName: string;
  phoneNumber: string;
  dateOfBirth: string;
  /** A utility bill photo, when the person gave one instead of waiting for the vendor's visit. */
  utilityBill?: SelfieImage;
};

export type AddressCheck =
  | { status: "verified"; reference: string }
  | { status: "pending"; reference: string }
  | { status: "failed"; reference: string; reason: Phrase };

export interface IdentityProvider {
  /** A short name recorded with every check, so an audit knows who answered. */
  readonly name: string;
  lookupBvn(bvn: string): Promise<LookupResult>;
  lookupNin(nin: string): Promise<LookupResult>;
  /** The identity registered to a phone number (its NIN record, through the mobile network's NIN link). */
  lookupPhone(phoneNumber: string): Promise<LookupResult>;
  /**
   * Compares a selfie with the photo on the BVN's or NIN's record, after a liveness check of the same image:
   * one answer, with the vendor's match score (0 to 1).
   */
  matchSelfie(input: { image: SelfieImage; against: { kind: "bvn" | "nin"; number: string } }): Promise<FaceCheck>;
  /** Submits an address; the sandbox decides at once, a vendor may answer "pending" and decide later. */
  verifyAddress(input: AddressInput): Promise<AddressCheck>;
  /** The outcome of a pending address check, by the reference verifyAddress answered. */
  addressStatus(reference: string): Promise<AddressCheck>;
}

// Declared with the answers every route gives (a 503 in a person's words), which the platform owns.
export { IdentityProviderUnavailableError } from "@/server/platform";
