// The cards sandbox's test cards and answers, as docs/sandbox.md ("Cards") documents them: plain values, so that
// the end-to-end tests can read them without loading the server.
export const SANDBOX_CARDS = {
  approved: "4084084084084081",
  pinThenOtp: "5078507850785072",
  threeDSecure: "4084080000000409",
  vervePin: "5060666666666666666",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  approvedAnswerLost: "4000000000000077",
  unreachable: "4000000000000085",
} as const;

export const SANDBOX_PIN = "1234";
export const SANDBOX_OTP = "123456";

export const SANDBOX_DECLINES = {
  declined: "Your card was declined by your bank.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "The card number is not valid.",
  expired: "Your card has expired.",
  wrongPin: "The PIN you entered is incorrect.",
  wrongOtp: "The OTP you entered is incorrect.",
  cancelled3ds: "The payment was cancelled on your bank's page.",
  removedCard: "This saved card can no longer be charged. Please add it again.",
} as const;

export const SANDBOX_OTP_TEXT = "Please enter the OTP sent to 080****5678";
