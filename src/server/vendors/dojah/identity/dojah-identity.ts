// The identity port over Dojah (test/fixtures/dojah/dojah-kyc.json, its document's identity operations, with the
// corrections in overlay.json; types in dojah-kyc-api.ts). Lookups: BVN (full), NIN, phone number. A selfie is
// checked for a live, single face first (liveness), then compared with the BVN's or NIN's photo. An address is
// submitted to Dojah's address check, which sends an agent and may answer "In Progress" for days.
//
// Not found is Dojah's 404 or 400 for a number we checked the form of. Anything else that is not an answer in
// contract (5xx, 401/403 from wrong keys, 429, a timeout, a network error, a body we cannot read) throws
// IdentityProviderUnavailableError: nothing is decided. Messages and errors never carry a BVN, a NIN, an
// image or a key.
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type DojahAnswer, type DojahCredentials, type DojahRequest, dojahCall } from "../dojah-client";
import {
  type AddressCheck,
  type AddressInput,
  type FaceCheck,
  type IdentityProvider,
  IdentityProviderUnavailableError,
  type IdentityRecord,
  type LookupResult,
  type SelfieImage,
} from "@/server/identity";
import type { components } from "./dojah-kyc-api";
import { bvnIdentity, ninIdentity, phoneIdentity } from "./dojah-records";
import { phrase } from "@/i18n/phrase";

type Schemas = components["schemas"];

/**
 * A selfie passes when Dojah calls it a match AND its confidence is at least this (out of 100). Dojah's own
 * `match` is the first word; the floor keeps a borderline "match" (a look-alike sibling scores in the 70s)
 * from opening tier 2, where a retake in good light scores above 90.
 */
export const SELFIE_MATCH_THRESHOLD = 80;

const text = z.string().optional();
const entityOf = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

const bvnAnswer = entityOf({
  reference: text,
  first_name: text,
  middle_name: text,
  last_name: text,
  date_of_birth: text,
  phone_number1: text,
  phone_number2: text,
  residential_address: text,
  nin: text,
});
const ninAnswer = entityOf({
  reference: text,
  first_name: text,
  middle_name: text,
  surname: text,
  birth_date: text,
  telephone: text,
  residence_address: text,
  residence_town: text,
  residence_state: text,
});
const phoneAnswer = entityOf({
  firstName: text,
  middleName: text,
  lastName: text,
  birthDate: text,
  msisdn: text,
  nin: text,
  residenceAddressLine1: text,
  residenceTown: text,
  residenceState: text,
});
const livenessAnswer = entityOf({
  liveness: z.object({ liveness_check: z.boolean(), liveness_probability: z.number().optional() }),
  face: z.object({ face_detected: z.boolean(), multiface_detected: z.boolean().optional() }),
});
const selfieAnswer = entityOf({
  selfie_verification: z.object({ match: z.boolean(), confidence_value: z.number().min(0).max(100) }),
});
const addressAnswer = entityOf({
  reference_id: z.string().min(1),
  data: z.object({ status: z.string() }),
});

const ADDRESS_FAILED = phrase("serverErrors.addressNotConfirmed");

/** Dojah's address statuses, lower-cased: an agent's visit is "In Progress" until it is done. */
function addressOutcome(status: string, reference: string): AddressCheck | null {
  const word = status.trim().toLowerCase();
  if (["in progress", "pending", "awaiting", "submitted"].includes(word)) return { status: "pending", reference };
  if (["verified", "completed", "successful", "success"].includes(word)) return { status: "verified", reference };
  if (["failed", "not verified", "unverified", "rejected", "cancelled", "canceled"].includes(word)) {
    return { status: "failed", reference, reason: ADDRESS_FAILED };
  }
  return null;
}

/** "Ngozi Chinedu Okafor" → first, middle and last, as Dojah's address check wants them. */
function nameParts(fullName: string) {
  const words = fullName.trim().split(/\s+/);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1]! : first;
  const middle = words.slice(1, -1).join(" ");
  return { first_name: first, last_name: last, ...(middle ? { middle_name: middle } : {}) };
}

/** +2348031234567 → 08031234567, the form Dojah's address check takes. */
function localMobile(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  return `0${digits.slice(-10)}`;
}

const base64 = (image: SelfieImage) => image.jpeg.toString("base64");

export function dojahIdentity(config: DojahCredentials): IdentityProvider {
  /** One call; the answer's body read by `schema`, or the vendor is unavailable. `lookup` turns 404/400 into null. */
  async function call<T>(
    what: string,
    request: DojahRequest,
    schema: z.ZodType<T>,
    options: { notFound?: boolean } = {},
  ): Promise<T | null> {
    let answer: DojahAnswer;
    try {
      answer = await dojahCall(config, request);
    } catch (error) {
      throw new IdentityProviderUnavailableError(`Dojah's ${what}: ${(error as Error).message}`);
    }
    if (options.notFound && (answer.status === 404 || answer.status === 400)) return null;
    if (!answer.ok) throw new IdentityProviderUnavailableError(`Dojah's ${what} answered ${answer.status}.`);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new IdentityProviderUnavailableError(`Dojah's ${what} answered out of contract.`);
    return parsed.data;
  }

  async function lookup<T>(
    what: string,
    request: DojahRequest,
    schema: z.ZodType<T>,
    identity: (answer: T) => IdentityRecord | null,
    reference: (answer: T) => string | undefined,
  ): Promise<LookupResult> {
    const answer = await call(what, request, schema, { notFound: true });
    if (answer === null) return { found: false, reference: `dojah_${randomUUID()}` };
    const record = identity(answer);
    if (!record)
      throw new IdentityProviderUnavailableError(`Dojah's ${what} answered a record without a name or date of birth.`);
    return { found: true, reference: reference(answer) || `dojah_${randomUUID()}`, identity: record };
  }

  return {
    name: "dojah",

    lookupBvn(bvn) {
      const request: DojahRequest = { method: "GET", path: "/api/v1/kyc/bvn/full", query: { bvn } };
      return lookup(
        "BVN lookup",
        request,
        bvnAnswer,
        (a) => bvnIdentity(a.entity),
        (a) => a.entity.reference,
      );
    },

    lookupNin(nin) {
      const request: DojahRequest = { method: "GET", path: "/api/v1/kyc/nin", query: { nin } };
      return lookup(
        "NIN lookup",
        request,
        ninAnswer,
        (a) => ninIdentity(a.entity, nin),
        (a) => a.entity.reference,
      );
    },

    lookupPhone(phoneNumber) {
      const request: DojahRequest = {
        method: "GET",
        path: "/api/v1/kyc/phone_number",
        query: { phone_number: localMobile(phoneNumber) },
      };
      return lookup(
        "phone lookup",
        request,
        phoneAnswer,
        (a) => phoneIdentity(a.entity, phoneNumber),
        () => undefined,
      );
    },

    async matchSelfie({ image, against }): Promise<FaceCheck> {
      const reference = `dojah_${randomUUID()}`;
      const selfie = base64(image);
      const live = (await call(
        "liveness check",
        { method: "POST", path: "/api/v1/ml/liveness", body: { image: selfie } },
        livenessAnswer,
      ))!;
      const { face, liveness } = live.entity;
      if (!face.face_detected) return { passed: false, reason: "no-face", score: 0, reference };
      if (face.multiface_detected) return { passed: false, reason: "many-faces", score: 0, reference };
      if (!liveness.liveness_check) return { passed: false, reason: "not-live", score: 0, reference };
      const request: DojahRequest =
        against.kind === "bvn"
          ? { method: "POST", path: "/v1/kyc/bvn/verify", body: { bvn: against.number, selfie_image: selfie } }
          : { method: "POST", path: "/api/v1/kyc/nin/verify", body: { nin: against.number, selfie_image: selfie } };
      const verified = (await call("selfie check", request, selfieAnswer))!;
      const { match, confidence_value } = verified.entity.selfie_verification;
      const score = Math.round(confidence_value * 100) / 10_000;
      if (match && confidence_value >= SELFIE_MATCH_THRESHOLD) return { passed: true, score, reference };
      return { passed: false, reason: "not-same-person", score, reference };
    },

    // Dojah's document has no utility-bill check (its document analysis reads identity documents), so a bill is
    // not sent: the address is decided by Dojah's own address check, as it is without one.
    async verifyAddress(input: AddressInput): Promise<AddressCheck> {
      const body: Schemas["KycSubmitAddressRequest"] = {
        street: input.street,
        lga: input.city,
        state: input.state,
        ...nameParts(input.fullName),
        dob: input.dateOfBirth,
        mobile: localMobile(input.phoneNumber),
      };
      const answer = (await call(
        "address check",
        { method: "POST", path: "/api/v1/kyc/address", body },
        addressAnswer,
      ))!;
      return outcome(answer);
    },

    async addressStatus(reference: string): Promise<AddressCheck> {
      const request: DojahRequest = { method: "GET", path: "/api/v1/kyc/address", query: { reference_id: reference } };
      return outcome((await call("address status", request, addressAnswer))!);
    },
  };
}

function outcome(answer: z.infer<typeof addressAnswer>): AddressCheck {
  const check = addressOutcome(answer.entity.data.status, answer.entity.reference_id);
  if (!check) throw new IdentityProviderUnavailableError("Dojah's address check answered a status we do not know.");
  return check;
}
