// The identity module's front door: the only file routes, pages and other modules import from it.
// Who a person is: onboarding (consent, the code, selfie, profile), tiers and their upgrades, the BVN and NIN
// vault; the identity vendor's port.
export { limitIdentityLookup, limitNameEnquiry, limitWalletCreation } from "./lookup-limits";
export { onboardingCookieName } from "./onboarding-cookie";
export { confirmIdentityCode, lookUpBvn, lookUpPhone, resendIdentityCode } from "./onboarding-identity";
export { onboardingProgress } from "./onboarding-progress";
export type { OnboardingProgress } from "./onboarding-progress";
export { onboardingFrom, startedOnboardingResponse } from "./onboarding-response";
export { completeKyc, createWallet, verifySelfie } from "./onboarding-service";
export { IdentityProviderUnavailableError } from "./ports/identity-provider";
export type {
  AddressCheck,
  AddressInput,
  FaceCheck,
  FaceFailure,
  IdentityProvider,
  IdentityRecord,
  LookupResult,
  SelfieImage,
} from "./ports/identity-provider";
export { sweepAbandonedOnboardings } from "./sweep-abandoned-onboardings";
export { upgradeAddress } from "./upgrades/address-upgrade";
export { addIdentityNumber } from "./upgrades/identity-number-upgrade";
export { identityStatus, identityStatusJson } from "./upgrades/identity-status";
export type { IdentityStatusJson } from "./upgrades/identity-status";
export { readAddressForm } from "./upgrades/read-address-form";
export { refreshAddressChecks } from "./upgrades/refresh-address-checks";
export { upgradeSelfie } from "./upgrades/selfie-upgrade";
export { statusAnswer } from "./upgrades/upgrade-answer";
export type { ConsentClient } from "./consent-record";
