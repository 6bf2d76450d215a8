// Steps 2 to 4, loaded apart from step 1 (see OnboardingWizard): with them come react-hook-form's resolver,
// zod and the schemas, none of which the first screen needs.
export { ProfileStep } from "./profile-step";
export { WalletStep } from "./wallet-step";
export { SuccessStep } from "./success-step";
