// The vendors module's front door: the only file routes, pages and other modules import from it.
// The outside world, one folder per company (paystack, dojah, smtp, open-er-api, google, the sandboxes),
// each implementing a port its module declares; cards.ts, payouts.ts and the rest pick one from the environment.
export { bankDirectoryProvider } from "./banks";
export { cardsProvider, sandboxCards } from "./cards";
export { emailIsSandbox, emailProvider } from "./email";
export { fundingIsSandbox, fundingProvider, sandboxFunding } from "./funding";
export { dedicatedAccountChargeEvent } from "./sandbox/sandbox-funding-provider";
export { googleConfigured, googleProvider } from "./google/google-provider";
export { facebookConfigured, facebookProvider } from "./facebook/facebook-provider";
export { oauthOffered } from "./oauth-offered";
export { identityProvider } from "./identity";
export { payoutsProvider, sandboxPayouts } from "./payouts";
export { handleChargeSuccess } from "./paystack/cards/charge-webhook";
export { toVeilReference } from "./paystack/cards/references";
export { assignEventData, toAssignedAccount } from "./paystack/funding/paystack-funding-transform";
export { toPayoutUpdate } from "./paystack/payouts/transfer-webhook";
export type { PayoutUpdate } from "./paystack/payouts/transfer-webhook";
export { reconciliationSources } from "./reconciliation";
export type { ReconciliationSource } from "./reconciliation";
export { ratesProvider } from "./rates";
export { smsIsSandbox, smsProvider } from "./sms";
