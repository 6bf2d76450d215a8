// The port to an identity-verification vendor (Dojah, Prembly, Smile ID and the like). Each vendor's adapter
// turns its own request and response shapes into these; the rest of Veil never sees a vendor's format.

/** A person as the vendor's record (NIBSS for a BVN, the mobile network for a phone number) has them. */
export type IdentityRecord = {
  fullName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** +234 and ten digits; BVN records carry the number registered with the BVN. */
  phoneNumber: string | null;
  address: string;
};

export type LookupResult =
  { found: true; reference: string; identity: IdentityRecord } | { found: false; reference: string };

export type SelfieMatch = { matched: boolean; confidence: number; reference: string };

export interface IdentityProvider {
  /** A short name recorded with every check, so an audit knows who answered. */
  readonly name: string;
  lookupBvn(bvn: string): Promise<LookupResult>;
  lookupPhone(phoneNumber: string): Promise<LookupResult>;
  /** Compares a selfie with the photo on the identity record found earlier. */
  matchSelfie(input: { imageData: string; identity: IdentityRecord }): Promise<SelfieMatch>;
}

/** The vendor could not be reached or answered out of contract: nothing is decided, the user may retry. */
export class IdentityProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "IdentityProviderUnavailableError";
  }
}
