// Dojah's identity operations as the contract server answers them: made-up people and faces by the sandbox's
// own rules (src/server/vendors/sandbox/sandbox-identity-provider.ts, docs/sandbox.md#identity), written the
// way Dojah writes them (names in capitals, dates as the registries write them, local phone numbers), so the
// same tests pass against the sandbox and against Dojah's adapter. Nothing here is copied from Dojah's examples.
//   - a BVN or NIN starting with 000, or a phone number ending in 0000: 404; starting with 999 (ending 9999): 500;
//   - faces by the JPEG's shorter side (sandboxFace); the liveness answer reports the face, the selfie check
//     the match and its confidence (0-100);
//   - an address whose street starts with "13 " fails, one containing "Pending" is "In Progress" and completed
//     when read again, any other is completed; the outcome travels in the reference, so the fake keeps no state.
import { createHash } from "node:crypto";
import { jpegSize } from "@/server/platform/http/jpeg-size";
import { sandboxFace, sandboxPerson } from "@/server/vendors/sandbox/sandbox-people";

export type KycAnswer = { status: number; body: unknown };
type Request = { query: Record<string, string>; body: Record<string, string> };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const notFound = (what: string): KycAnswer => ({ status: 404, body: { error: `${what} not found` } });
const down: KycAnswer = { status: 500, body: { error: "Upstream service unavailable" } };

/** The person as Dojah's fields: names in capitals, the phone as 0XXXXXXXXXX, the date's parts. */
function dojahPerson(digits: string) {
  const person = sandboxPerson(digits);
  const names = person.fullName.toUpperCase().split(" ");
  const [year, month, day] = person.dateOfBirth.split("-");
  return {
    first: names[0]!,
    middle: names.slice(1, -1).join(" "),
    last: names[names.length - 1]!,
    year: year!,
    month: month!,
    day: day!,
    phone: `0${person.phoneNumber!.slice(-10)}`,
    address: person.address,
  };
}

const reference = (kind: string, value: string) =>
  `${kind}-${createHash("sha256").update(`fake-dojah:${kind}:${value}`).digest("hex").slice(0, 24)}`;

/** The face rule on the JPEG in base64; null when it is not a JPEG we can read. */
function face(base64: string) {
  const size = jpegSize(Buffer.from(base64, "base64"));
  return size ? sandboxFace(size) : null;
}

function lookupBvn({ query }: Request): KycAnswer {
  const bvn = query.bvn!;
  if (bvn.startsWith("999")) return down;
  if (bvn.startsWith("000")) return notFound("BVN");
  const p = dojahPerson(bvn.slice(1));
  return {
    status: 200,
    body: {
      entity: {
        bvn,
        reference: reference("bvn", bvn),
        first_name: p.first,
        middle_name: p.middle,
        last_name: p.last,
        date_of_birth: `${p.day}-${MONTHS[Number(p.month) - 1]}-${p.year}`,
        phone_number1: p.phone,
        phone_number2: "",
        residential_address: p.address,
        nin: bvn.startsWith("1") ? "" : `7${bvn.slice(1)}`,
        gender: "",
        watch_listed: "NO",
      },
    },
  };
}

function lookupNin({ query }: Request): KycAnswer {
  const nin = query.nin!;
  if (nin.startsWith("999")) return down;
  if (nin.startsWith("000")) return notFound("NIN");
  const p = dojahPerson(nin.slice(1));
  return {
    status: 200,
    body: {
      entity: {
        reference: reference("nin", nin),
        first_name: p.first,
        middle_name: p.middle,
        surname: p.last,
        birth_date: `${p.day}-${p.month}-${p.year}`,
        telephone: p.phone,
        residence_address: p.address,
      },
    },
  };
}

function lookupPhone({ query }: Request): KycAnswer {
  const phone = query.phone_number!;
  if (phone.endsWith("9999")) return down;
  if (phone.endsWith("0000")) return notFound("Phone number");
  const digits = phone.slice(-10);
  const p = dojahPerson(digits);
  return {
    status: 200,
    body: {
      entity: {
        firstName: p.first,
        middleName: p.middle,
        lastName: p.last,
        birthDate: `${p.year}-${p.month}-${p.day}`,
        msisdn: phone,
        nin: `7${digits}`,
        residenceAddressLine1: p.address,
      },
    },
  };
}

function liveness({ body }: Request): KycAnswer {
  const verdict = face(body.image!);
  if (!verdict) return { status: 400, body: { error: "Invalid image" } };
  const reason = verdict.passed ? null : verdict.reason;
  return {
    status: 200,
    body: {
      entity: {
        liveness: { liveness_check: reason !== "not-live", liveness_probability: reason === "not-live" ? 0.08 : 0.93 },
        face: { face_detected: reason !== "no-face", multiface_detected: reason === "many-faces" },
      },
    },
  };
}

function selfie(kind: "bvn" | "nin") {
  return ({ body }: Request): KycAnswer => {
    const number = body[kind]!;
    if (number.startsWith("999")) return down;
    if (number.startsWith("000")) return notFound(kind.toUpperCase());
    const verdict = face(body.selfie_image!);
    if (!verdict) return { status: 400, body: { error: "Invalid image" } };
    const p = dojahPerson(number.slice(1));
    const confidence = Math.round(verdict.score * 100);
    return {
      status: 200,
      body: {
        entity: {
          first_name: p.first,
          last_name: p.last,
          selfie_verification: { confidence_value: confidence, match: verdict.passed },
        },
      },
    };
  };
}

const STATUS = { verified: "Completed", pending: "In Progress", failed: "Failed" } as const;

function addressAnswer(outcome: keyof typeof STATUS, referenceId: string, fields: Record<string, string>): KycAnswer {
  return {
    status: 200,
    body: {
      entity: {
        status: 200,
        reference_id: referenceId,
        data: {
          status: STATUS[outcome],
          street: fields.street,
          state: fields.state,
          lga: fields.lga,
          country: "Nigeria",
        },
      },
    },
  };
}

function submitAddress({ body }: Request): KycAnswer {
  const street = body.street!.trim();
  const outcome = street.startsWith("13 ") ? "failed" : street.includes("Pending") ? "pending" : "verified";
  return addressAnswer(outcome, reference(outcome, `${street}|${body.lga}|${body.state}`), body);
}

/** A pending check is completed when read again; the others read as they were answered. */
function addressStatus({ query }: Request): KycAnswer {
  const [outcome] = query.reference_id!.split("-");
  if (outcome !== "verified" && outcome !== "pending" && outcome !== "failed") return notFound("Verification");
  return addressAnswer(outcome === "failed" ? "failed" : "verified", query.reference_id!, {});
}

export const KYC_HANDLERS: Record<string, (request: Request) => KycAnswer> = {
  NigeriaKyc_getNormalBvn: lookupBvn,
  NigeriaKyc_getNin: lookupNin,
  NigeriaKyc_getPhoneNumber: lookupPhone,
  Kyc_checkLiveness: liveness,
  Verifications_verifySelfieBvn: selfie("bvn"),
  Verifications_verifySelfieNin: selfie("nin"),
  Kyc_submitAddress: submitAddress,
  Kyc_getAddressVerification: addressStatus,
};
