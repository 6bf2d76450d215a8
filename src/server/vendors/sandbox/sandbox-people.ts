import { createHash } from "node:crypto";
import { normalizeNigerianPhone } from "@/lib/phone";
import type { FaceFailure, IdentityRecord, SelfieImage } from "@/server/identity";

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

export function seeded(kind: string, value: string): Buffer {
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
