import { createHash } from "node:crypto";
import { normalizeNigerianPhone } from "@/lib/phone";
import type {
  AddressCheck,
  AddressInput,
  FaceCheck,
  FaceFailure,
  IdentityProvider,
  IdentityRecord,
  LookupResult,
  SelfieImage,
} from "./identity-provider";
import { IdentityProviderUnavailableError } from "./identity-provider";

// Veil's sandbox, like a vendor's test mode: no network, and the same input always gives the same answer.
// The rules (docs/sandbox.md, "Identity"):
//   - people are keyed by ten digits D (8012345678 is the demo account's person, DEMO_PERSON): the BVN 2D (any first digit), the NIN 7D (any first digit) and the
//     phone number +234 D are one person, with one name, date of birth and address;
//   - a BVN or NIN starting with 000, or a phone number ending in 0000, is not found; one starting with 999
//     (or a phone number ending in 9999) finds the vendor down;
//   - a BVN's record names the NIN 7D, except a BVN starting with 1, whose record has no NIN; a phone lookup
//     answers the NIN 7D; every record's phone is +234 D when D is a Nigerian mobile number, else one derived
//     from D;
//   - a face is judged by the photo's shorter side s, in pixels: under 240, no face; ending in 1, more than
//     one face; ending in 3, not the same person (score 0.31); ending in 7, not a live person; any other, the
//     same person (score 0.97). The screens send a square photo of at most 720 px: the fake camera's 480;
//   - an address whose street starts with "13 " is not confirmed; one whose street contains "Pending" is
//     pending, and confirmed when asked again; a utility bill photo under 240 px is unreadable; any other is
//     verified at once.

const FIRST = [
  "Chinedu",
  "Aisha",
  "Tunde",
  "Ngozi",
  "Ibrahim",
  "Funmilayo",
  "Emeka",
  "Zainab",
  "Segun",
  "Amaka",
  "Musa",
  "Yetunde",
  "Obinna",
  "Halima",
  "Kelechi",
  "Temitope",
];
const LAST = [
  "Okafor",
  "Bello",
  "Adeyemi",
  "Eze",
  "Abubakar",
  "Ogunleye",
  "Nwosu",
  "Danjuma",
  "Balogun",
  "Okonkwo",
  "Ibrahim",
  "Adebayo",
  "Uchenna",
  "Lawal",
  "Obi",
  "Afolabi",
];
const STREETS = [
  "Admiralty Way",
  "Awolowo Road",
  "Herbert Macaulay Way",
  "Aminu Kano Crescent",
  "Ogui Road",
  "Ahmadu Bello Way",
  "Aba Road",
  "Ikwerre Road",
];
const CITIES = [
  "Lekki, Lagos",
  "Ikoyi, Lagos",
  "Yaba, Lagos",
  "Wuse II, Abuja",
  "Enugu",
  "Kaduna",
  "Port Harcourt",
  "Ibadan, Oyo",
];
const PREFIXES = ["803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "805", "807"];

function seeded(kind: string, value: string): Buffer {
  return createHash("sha256").update(`veil-sandbox:${kind}:${value}`).digest();
}

function pick<T>(list: readonly T[], byte: number): T {
  return list[byte % list.length]!;
}

/**
 * The demo account's person (prisma/demo-account.ts): its phone number's ten digits find the name, date of
 * birth and address the demo account was seeded with, so the demo can add its NIN (78012345678) and raise its
 * limits as any person would.
 */
export const DEMO_PERSON = {
  digits: "8012345678",
  fullName: "Adaeze Okafor",
  dateOfBirth: "1994-03-12",
  address: "12 Admiralty Way, Lekki Phase 1, Lagos",
} as const;

/** The person keyed by ten digits: stable, plausible, and different for different keys. */
export function sandboxPerson(digits: string): IdentityRecord {
  if (digits === DEMO_PERSON.digits) {
    const { fullName, dateOfBirth, address } = DEMO_PERSON;
    return { fullName, dateOfBirth, address, phoneNumber: `+234${digits}`, nin: `7${digits}` };
  }
  const h = seeded("person", digits);
  const year = 1960 + (h.readUInt16BE(4) % 45);
  const month = 1 + (h[6]! % 12);
  const day = 1 + (h[7]! % 28);
  const derived = String(h.readUInt32BE(8) % 10_000_000).padStart(7, "0");
  return {
    fullName: `${pick(FIRST, h[0]!)} ${pick(FIRST, h[1]! + 7)} ${pick(LAST, h[2]!)}`,
    dateOfBirth: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    phoneNumber: normalizeNigerianPhone(digits) ?? `+234${pick(PREFIXES, h[3]!)}${derived}`,
    address: `${1 + (h[12]! % 98)} ${pick(STREETS, h[13]!)}, ${pick(CITIES, h[14]!)}`,
    nin: `7${digits}`,
  };
}

function reference(kind: string, value: string): string {
  return `sbx_${kind}_${seeded(`${kind}-ref`, value).toString("hex").slice(0, 16)}`;
}

function down(kind: string): never {
  throw new IdentityProviderUnavailableError(`The sandbox's ${kind} lookup is down (its documented rule).`);
}

/** The face rule on the photo's shorter side: see the header. */
type FaceVerdict = { passed: true; score: number } | { passed: false; reason: FaceFailure; score: number };

export function sandboxFace(image: Pick<SelfieImage, "width" | "height">): FaceVerdict {
  const side = Math.min(image.width, image.height);
  if (side < 240) return { passed: false, reason: "no-face", score: 0 };
  const last = side % 10;
  if (last === 1) return { passed: false, reason: "many-faces", score: 0 };
  if (last === 3) return { passed: false, reason: "not-same-person", score: 0.31 };
  if (last === 7) return { passed: false, reason: "not-live", score: 0.5 };
  return { passed: true, score: 0.97 };
}

export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = "sandbox";

  async lookupBvn(bvn: string): Promise<LookupResult> {
    if (bvn.startsWith("999")) down("BVN");
    if (bvn.startsWith("000")) return { found: false, reference: reference("bvn", bvn) };
    const identity = sandboxPerson(bvn.slice(1));
    if (bvn.startsWith("1")) identity.nin = null;
    return { found: true, reference: reference("bvn", bvn), identity };
  }

  async lookupNin(nin: string): Promise<LookupResult> {
    if (nin.startsWith("999")) down("NIN");
    if (nin.startsWith("000")) return { found: false, reference: reference("nin", nin) };
    return { found: true, reference: reference("nin", nin), identity: sandboxPerson(nin.slice(1)) };
  }

  async lookupPhone(phoneNumber: string): Promise<LookupResult> {
    if (phoneNumber.endsWith("9999")) down("phone");
    if (phoneNumber.endsWith("0000")) return { found: false, reference: reference("phone", phoneNumber) };
    const identity = sandboxPerson(phoneNumber.slice(-10));
    return { found: true, reference: reference("phone", phoneNumber), identity: { ...identity, phoneNumber } };
  }

  async matchSelfie({ image, against }: { image: SelfieImage; against: { kind: "bvn" | "nin"; number: string } }) {
    const ref = reference("selfie", `${against.kind}:${against.number}:${image.width}x${image.height}`);
    const verdict: FaceCheck = { ...sandboxFace(image), reference: ref };
    return verdict;
  }

  async verifyAddress(input: AddressInput): Promise<AddressCheck> {
    const ref = reference("address", `${input.street}|${input.city}|${input.state}`);
    if (input.utilityBill && Math.min(input.utilityBill.width, input.utilityBill.height) < 240) {
      return { status: "failed", reference: ref, reason: "We couldn't read the utility bill. Take a clearer photo." };
    }
    if (input.street.trim().startsWith("13 ")) {
      return { status: "failed", reference: ref, reason: "We couldn't confirm this address. Check it and try again." };
    }
    if (input.street.includes("Pending")) return { status: "pending", reference: ref };
    return { status: "verified", reference: ref };
  }

  async addressStatus(reference: string): Promise<AddressCheck> {
    return { status: "verified", reference };
  }
}
