// Why an identity check was agreed to (identity_consents.purpose), and the key of the words beside its checkbox
// (identity.consent.*). The screen shows the words in its language; the server records the same key's words in
// the same language, with the language, so Veil can show what a person agreed to, word for word.
export const CONSENT_KEYS = {
  "identity-lookup": "identityLookup",
  "bvn-lookup": "bvn",
  "nin-lookup": "nin",
  address: "address",
} as const;

export type ConsentPurpose = keyof typeof CONSENT_KEYS;
