// Every route handler with a body, as the adversarial tests call it: how to reach it, the schema that says
// whether a body is valid, and one valid body. A route added without an entry here fails the coverage test.
import { z } from "zod/mini";
import * as closure from "@/app/api/account/closure/route";
import * as email from "@/app/api/account/email/route";
import * as password from "@/app/api/account/password/route";
import * as addMoney from "@/app/api/add-money/route";
import * as login from "@/app/api/auth/login/route";
import * as settings from "@/app/api/settings/route";
import * as refresh from "@/app/api/transactions/[id]/refresh/route";
import * as recipient from "@/app/api/transfer/recipient/route";
import * as transfer from "@/app/api/transfer/route";
import * as biometric from "@/app/api/verify/biometric/route";
import * as bvn from "@/app/api/verify/bvn/route";
import * as complete from "@/app/api/verify/complete/route";
import * as phone from "@/app/api/verify/phone/route";
import * as wallet from "@/app/api/wallet/create/route";
import { emailChangeSchema, passwordChangeSchema } from "@/lib/schemas/account";
import { addMoneySchema } from "@/lib/schemas/add-money";
import { loginSchema } from "@/lib/schemas/login";
import {
  biometricSchema,
  bvnSchema,
  phoneVerificationSchema,
  profileSchema,
  SELFIE_PLACEHOLDER,
  walletSchema,
} from "@/lib/schemas/onboarding";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { settingsPatchSchema } from "@/lib/schemas/settings";
import { recipientSchema, transferSchema } from "@/lib/schemas/transfer";
import { z as zod } from "zod";
import * as logout from "@/app/api/auth/logout/route";
import * as passkeys from "@/app/api/account/passkeys/route";
import * as passkeyOptions from "@/app/api/account/passkeys/options/route";
import * as passkeyLogin from "@/app/api/auth/passkey/route";
import * as passkeyLoginOptions from "@/app/api/auth/passkey/options/route";
import { passkeyAddSchema, passkeyLoginSchema, passkeyRegistrationSchema } from "@/lib/schemas/passkey";
import { APPROVED_CARD, account, newKey } from "@/test/money";
import { newBvn, TEST_PASSWORD } from "@/test/onboard";

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
    valid: () => ({ bvn: newBvn() }),
  },
  {
    name: "POST /api/verify/phone",
    method: "POST",
    handler: phone.POST,
    path: "/api/verify/phone",
    caller: "anyone",
    schema: phoneVerificationSchema,
    valid: () => ({ phoneNumber: "08031234567" }),
  },
  {
    name: "POST /api/verify/biometric",
    method: "POST",
    handler: biometric.POST,
    path: "/api/verify/biometric",
    caller: "onboarding",
    schema: biometricSchema,
    valid: () => ({ imageData: SELFIE_PLACEHOLDER }),
  },
  {
    name: "POST /api/verify/complete",
    method: "POST",
    handler: complete.POST,
    path: "/api/verify/complete",
    caller: "onboarding",
    schema: profileSchema,
    valid: () => ({ fullName: "Ada Obi", dateOfBirth: "1990-01-01", address: "12 Marina, Lagos" }),
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
    schema: transferSchema,
    valid: () => ({ ...account(), amount: "100", description: "rent" }),
    headers: idempotent,
  },
  {
    name: "POST /api/add-money",
    method: "POST",
    handler: addMoney.POST,
    path: "/api/add-money",
    caller: "user",
    schema: addMoneySchema,
    valid: () => ({ amount: "100", cardDetails: { ...APPROVED_CARD } }),
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
    name: "POST /api/account/closure",
    method: "POST",
    handler: closure.POST,
    path: "/api/account/closure",
    caller: "user",
    schema: emptyBodySchema,
    valid: () => ({}),
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
];

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

export const STATE_CHANGING: BodyEndpoint[] = [...BODY_ENDPOINTS, LOGOUT];

/** Whether the endpoint's own schema takes this body: only such a body may write anything. */
export function acceptsBody(endpoint: BodyEndpoint, body: unknown): boolean {
  return z.safeParse(endpoint.schema, body).success;
}
