// Every route handler with a body, as the adversarial tests call it: how to reach it, the schema that says
// whether a body is valid, and one valid body. A route added without an entry here fails the coverage test.
import { z } from "zod/mini";
import * as closure from "@/app/api/account/closure/route";
import * as closureCancel from "@/app/api/account/closure/cancel/route";
import * as cases from "@/app/api/cases/route";
import { supportCaseSchema } from "@/lib/schemas/support-case";
import * as email from "@/app/api/account/email/route";
import * as password from "@/app/api/account/password/route";
import * as addMoney from "@/app/api/add-money/route";
import * as login from "@/app/api/auth/login/route";
import * as settings from "@/app/api/settings/route";
import * as pushSubscriptions from "@/app/api/push/subscriptions/route";
import { pushSubscriptionSchema } from "@/lib/schemas/push";
import * as refresh from "@/app/api/transactions/[id]/refresh/route";
import * as recipient from "@/app/api/transfer/recipient/route";
import * as transfer from "@/app/api/transfer/route";
import * as biometric from "@/app/api/verify/biometric/route";
import * as bvn from "@/app/api/verify/bvn/route";
import * as complete from "@/app/api/verify/complete/route";
import * as phone from "@/app/api/verify/phone/route";
import * as identityCode from "@/app/api/verify/code/route";
import * as identityCodeResend from "@/app/api/verify/code/resend/route";
import * as wallet from "@/app/api/wallet/create/route";
import * as pin from "@/app/api/account/pin/route";
import * as pinResetStart from "@/app/api/account/pin/reset/start/route";
import * as pinResetComplete from "@/app/api/account/pin/reset/complete/route";
import { emailChangeSchema, passwordChangeSchema } from "@/lib/schemas/account";
import { addMoneySchema } from "@/lib/schemas/add-money";
import { loginSchema } from "@/lib/schemas/login";
import {
  bvnSchema,
  identityCodeSchema,
  phoneVerificationSchema,
  profileSchema,
  walletSchema,
} from "@/lib/schemas/onboarding";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { settingsPatchSchema } from "@/lib/schemas/settings";
import { recipientSchema, transferSchema } from "@/lib/schemas/transfer";
import { withTransactionPin } from "@/lib/schemas/transaction-pin";
import { pinRequestSchema, pinResetCompleteSchema, pinResetStartSchema } from "@/lib/schemas/pin";
import { z as zod } from "zod";
import * as logout from "@/app/api/auth/logout/route";
import * as signOutOthers from "@/app/api/account/sessions/sign-out-others/route";
import * as passkeys from "@/app/api/account/passkeys/route";
import * as passkeyOptions from "@/app/api/account/passkeys/options/route";
import * as passkeyLogin from "@/app/api/auth/passkey/route";
import * as passkeyLoginOptions from "@/app/api/auth/passkey/options/route";
import { passkeyAddSchema, passkeyLoginSchema, passkeyRegistrationSchema } from "@/lib/schemas/passkey";
import * as resetStart from "@/app/api/auth/password-reset/start/route";
import * as resetResend from "@/app/api/auth/password-reset/resend/route";
import * as resetVerify from "@/app/api/auth/password-reset/verify/route";
import * as resetSecondFactor from "@/app/api/auth/password-reset/second-factor/route";
import * as resetComplete from "@/app/api/auth/password-reset/complete/route";
import {
  resetCodeSchema,
  resetCompleteSchema,
  resetSecondFactorSchema,
  resetStartSchema,
} from "@/lib/schemas/password-reset";
import * as secondFactor from "@/app/api/auth/login/second-factor/route";
import * as secondFactorResend from "@/app/api/auth/login/second-factor/resend/route";
import * as twoFactorSetup from "@/app/api/account/two-factor/setup/route";
import * as twoFactorSetupResend from "@/app/api/account/two-factor/setup/resend/route";
import * as twoFactorConfirm from "@/app/api/account/two-factor/confirm/route";
import * as twoFactorDisable from "@/app/api/account/two-factor/disable/route";
import * as twoFactorCode from "@/app/api/account/two-factor/code/route";
import * as recoveryCodes from "@/app/api/account/two-factor/recovery-codes/route";
import {
  secondFactorSchema,
  twoFactorConfirmSchema,
  twoFactorProofSchema,
  twoFactorStartSchema,
} from "@/lib/schemas/two-factor";
import { APPROVED_CARD, account, newKey } from "@/test/money";
import { newBvn, TEST_PASSWORD, TEST_PIN } from "@/test/onboard";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type BodyEndpoint = {
  /** "POST /api/transfer" */
  name: string;
  method: "POST" | "PUT" | "PATCH";
  handler: Handler;
  path: string;
  /** Who calls it: a signed-in user, anyone, or a person part-way through onboarding. */
  caller: "user" | "anyone" | "onboarding";
  schema: z.core.$ZodType;
  valid: () => Record<string, unknown>;
  /** Headers a valid call needs besides the session (an Idempotency-Key). */
  headers?: () => Record<string, string>;
  params?: Record<string, string>;
};

const idempotent = () => ({ "idempotency-key": newKey() });

export const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    name: "POST /api/auth/login",
    method: "POST",
    handler: login.POST,
    path: "/api/auth/login",
    caller: "anyone",
    schema: loginSchema,
    valid: () => ({ phoneNumber: "08012345678", password: "not the password" }),
  },
  {
    name: "POST /api/verify/bvn",
    method: "POST",
    handler: bvn.POST,
    path: "/api/verify/bvn",
    caller: "anyone",
    schema: bvnSchema,
    valid: () => ({ bvn: newBvn(), consent: true }),
  },
  {
    name: "POST /api/verify/phone",
    method: "POST",
    handler: phone.POST,
    path: "/api/verify/phone",
    caller: "anyone",
    schema: phoneVerificationSchema,
    valid: () => ({ phoneNumber: "08031234567", consent: true }),
  },
  {
    name: "POST /api/verify/code",
    method: "POST",
    handler: identityCode.POST,
    path: "/api/verify/code",
    caller: "onboarding",
    schema: identityCodeSchema,
    valid: () => ({ code: "123456" }),
  },
  {
    name: "POST /api/verify/code/resend",
    method: "POST",
    handler: identityCodeResend.POST,
    path: "/api/verify/code/resend",
    caller: "onboarding",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  {
    name: "POST /api/verify/complete",
    method: "POST",
    handler: complete.POST,
    path: "/api/verify/complete",
    caller: "onboarding",
    schema: profileSchema,
    valid: () => ({ fullName: "Ada Obi", dateOfBirth: "1990-01-01", address: "12 Marina, Lagos", state: "Lagos" }),
  },
  {
    name: "POST /api/wallet/create",
    method: "POST",
    handler: wallet.POST,
    path: "/api/wallet/create",
    caller: "onboarding",
    schema: walletSchema,
    valid: () => ({ email: "new.person@example.com", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
  },
  {
    name: "POST /api/transfer/recipient",
    method: "POST",
    handler: recipient.POST,
    path: "/api/transfer/recipient",
    caller: "user",
    schema: recipientSchema,
    valid: () => account(),
  },
  {
    name: "POST /api/transfer",
    method: "POST",
    handler: transfer.POST,
    path: "/api/transfer",
    caller: "user",
    schema: withTransactionPin(transferSchema),
    valid: () => ({ ...account(), amount: "100", description: "rent", transactionPin: TEST_PIN }),
    headers: idempotent,
  },
  {
    name: "POST /api/add-money",
    method: "POST",
    handler: addMoney.POST,
    path: "/api/add-money",
    caller: "user",
    schema: withTransactionPin(addMoneySchema),
    valid: () => ({ amount: "100", cardDetails: { ...APPROVED_CARD }, transactionPin: TEST_PIN }),
    headers: idempotent,
  },
  {
    name: "POST /api/transactions/:id/refresh",
    method: "POST",
    handler: refresh.POST,
    path: "/api/transactions/1/refresh",
    caller: "user",
    schema: emptyBodySchema,
    valid: () => ({}),
    params: { id: "1" },
  },
  {
    name: "POST /api/push/subscriptions",
    method: "POST",
    handler: pushSubscriptions.POST,
    path: "/api/push/subscriptions",
    caller: "user",
    schema: pushSubscriptionSchema,
    // Outside production a loopback endpoint is a push service (the tests' own); nothing is sent on subscribing.
    valid: () => ({
      endpoint: `http://127.0.0.1:9/push/${newKey()}`,
      keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
    }),
  },
  {
    name: "PATCH /api/settings",
    method: "PATCH",
    handler: settings.PATCH,
    path: "/api/settings",
    caller: "user",
    schema: settingsPatchSchema,
    valid: () => ({ emailReceipts: false }),
  },
  {
    name: "PUT /api/account/email",
    method: "PUT",
    handler: email.PUT,
    path: "/api/account/email",
    caller: "user",
    schema: emailChangeSchema,
    valid: () => ({ email: "changed@example.com" }),
  },
  {
    name: "POST /api/account/password",
    method: "POST",
    handler: password.POST,
    path: "/api/account/password",
    caller: "user",
    schema: passwordChangeSchema,
    valid: () => ({
      currentPassword: "not the password",
      newPassword: "another password",
      confirmPassword: "another password",
    }),
  },
  {
    name: "POST /api/account/pin",
    method: "POST",
    handler: pin.POST,
    path: "/api/account/pin",
    caller: "user",
    schema: pinRequestSchema,
    valid: () => ({ currentPin: TEST_PIN, pin: "4826", confirmPin: "4826" }),
  },
  {
    name: "POST /api/account/pin/reset/start",
    method: "POST",
    handler: pinResetStart.POST,
    path: "/api/account/pin/reset/start",
    caller: "user",
    schema: pinResetStartSchema,
    valid: () => ({ password: TEST_PASSWORD }),
  },
  {
    name: "POST /api/account/pin/reset/complete",
    method: "POST",
    handler: pinResetComplete.POST,
    path: "/api/account/pin/reset/complete",
    caller: "user",
    schema: pinResetCompleteSchema,
    valid: () => ({ code: "123456", pin: "4826", confirmPin: "4826" }),
  },
  {
    name: "POST /api/account/closure",
    method: "POST",
    handler: closure.POST,
    path: "/api/account/closure",
    caller: "user",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  {
    name: "POST /api/account/closure/cancel",
    method: "POST",
    handler: closureCancel.POST,
    path: "/api/account/closure/cancel",
    caller: "user",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  {
    name: "POST /api/cases",
    method: "POST",
    handler: cases.POST,
    path: "/api/cases",
    caller: "user",
    schema: supportCaseSchema,
    valid: () => ({ reason: "OTHER", note: "Where is my money?" }),
  },
  // The reset's later steps are called without a reset in progress here: each refuses (409) after the body.
  {
    name: "POST /api/auth/password-reset/start",
    method: "POST",
    handler: resetStart.POST,
    path: "/api/auth/password-reset/start",
    caller: "anyone",
    schema: resetStartSchema,
    valid: () => ({ phoneNumber: "08097770123" }),
  },
  {
    name: "POST /api/auth/password-reset/resend",
    method: "POST",
    handler: resetResend.POST,
    path: "/api/auth/password-reset/resend",
    caller: "anyone",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  {
    name: "POST /api/auth/password-reset/verify",
    method: "POST",
    handler: resetVerify.POST,
    path: "/api/auth/password-reset/verify",
    caller: "anyone",
    schema: resetCodeSchema,
    valid: () => ({ code: "123456" }),
  },
  {
    name: "POST /api/auth/password-reset/second-factor",
    method: "POST",
    handler: resetSecondFactor.POST,
    path: "/api/auth/password-reset/second-factor",
    caller: "anyone",
    schema: resetSecondFactorSchema,
    valid: () => ({ code: "123456" }),
  },
  {
    name: "POST /api/auth/password-reset/complete",
    method: "POST",
    handler: resetComplete.POST,
    path: "/api/auth/password-reset/complete",
    caller: "anyone",
    schema: resetCompleteSchema,
    valid: () => ({ password: "river lantern 42 copper", confirmPassword: "river lantern 42 copper" }),
  },
  {
    name: "POST /api/account/passkeys/options",
    method: "POST",
    handler: passkeyOptions.POST,
    path: "/api/account/passkeys/options",
    caller: "user",
    schema: passkeyAddSchema,
    valid: () => ({ password: TEST_PASSWORD }),
  },
  {
    name: "POST /api/account/passkeys",
    method: "POST",
    handler: passkeys.POST,
    path: "/api/account/passkeys",
    caller: "user",
    schema: passkeyRegistrationSchema,
    valid: () => ({
      id: "AAECAwQFBgcICQoLDA0ODw",
      rawId: "AAECAwQFBgcICQoLDA0ODw",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", attestationObject: "oA" },
    }),
  },
  {
    name: "POST /api/auth/passkey/options",
    method: "POST",
    handler: passkeyLoginOptions.POST,
    path: "/api/auth/passkey/options",
    caller: "anyone",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  {
    name: "POST /api/auth/passkey",
    method: "POST",
    handler: passkeyLogin.POST,
    path: "/api/auth/passkey",
    caller: "anyone",
    schema: passkeyLoginSchema,
    valid: () => ({
      id: "AAECAwQFBgcICQoLDA0ODw",
      rawId: "AAECAwQFBgcICQoLDA0ODw",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
    }),
  },
  {
    name: "POST /api/account/sessions/sign-out-others",
    method: "POST",
    handler: signOutOthers.POST,
    path: "/api/account/sessions/sign-out-others",
    caller: "user",
    schema: emptyBodySchema,
    valid: () => ({}),
  },
  ...twoFactorEndpoints(),
];

function twoFactorEndpoints(): BodyEndpoint[] {
  const proof = () => ({ password: "not the password", code: "123456" });
  const post = (
    name: string,
    handler: Handler,
    caller: BodyEndpoint["caller"],
    schema: z.core.$ZodType,
    valid: () => Record<string, unknown>,
  ): BodyEndpoint => ({ name: `POST ${name}`, method: "POST", handler, path: name, caller, schema, valid });
  return [
    post("/api/auth/login/second-factor", secondFactor.POST, "anyone", secondFactorSchema, () => ({ code: "123456" })),
    post("/api/auth/login/second-factor/resend", secondFactorResend.POST, "anyone", emptyBodySchema, () => ({})),
    post("/api/account/two-factor/setup", twoFactorSetup.POST, "user", twoFactorStartSchema, () => ({
      method: "app",
      password: TEST_PASSWORD,
    })),
    post("/api/account/two-factor/setup/resend", twoFactorSetupResend.POST, "user", emptyBodySchema, () => ({})),
    post("/api/account/two-factor/confirm", twoFactorConfirm.POST, "user", twoFactorConfirmSchema, () => ({
      code: "123456",
    })),
    post("/api/account/two-factor/disable", twoFactorDisable.POST, "user", twoFactorProofSchema, proof),
    post("/api/account/two-factor/code", twoFactorCode.POST, "user", emptyBodySchema, () => ({})),
    post("/api/account/two-factor/recovery-codes", recoveryCodes.POST, "user", twoFactorProofSchema, proof),
  ];
}

/** Logout reads no body (logging out must always work), but it changes state: it is checked for cross-site. */
export const LOGOUT: BodyEndpoint = {
  name: "POST /api/auth/logout",
  method: "POST",
  handler: logout.POST,
  path: "/api/auth/logout",
  caller: "user",
  schema: zod.unknown(),
  valid: () => ({}),
};

/**
 * The selfie's body is the JPEG itself, not JSON (read-image.ts checks it, with read-image.test.ts and the
 * onboarding tests): it is checked here for cross-site only.
 */
export const SELFIE: BodyEndpoint = {
  name: "POST /api/verify/biometric",
  method: "POST",
  handler: biometric.POST,
  path: "/api/verify/biometric",
  caller: "onboarding",
  schema: zod.unknown(),
  valid: () => ({}),
};

export const STATE_CHANGING: BodyEndpoint[] = [...BODY_ENDPOINTS, LOGOUT, SELFIE];

/** Whether the endpoint's own schema takes this body: only such a body may write anything. */
export function acceptsBody(endpoint: BodyEndpoint, body: unknown): boolean {
  return z.safeParse(endpoint.schema, body).success;
}
