import { createHash } from "node:crypto";
import { SELFIE_PLACEHOLDER } from "@/lib/schemas/onboarding";
import type { IdentityProvider, IdentityRecord, LookupResult } from "./identity-provider";

// Veil's sandbox, like a vendor's test mode: no network, and the same input always gives the same answer.
// docs/sandbox.md, "Identity":
//   - any 11-digit BVN is found, except those starting with 000;
//   - any Nigerian mobile number is found, except those ending in 0000;
//   - the person (name, date of birth, phone, address) is derived from the number looked up;
//   - the selfie matches when it is the placeholder image the onboarding screen sends, and no other.

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

/** A person derived from the number looked up: stable, plausible, and different for different numbers. */
export function sandboxPerson(kind: "bvn" | "phone", value: string): IdentityRecord {
  const h = seeded(kind, value);
  const year = 1960 + (h.readUInt16BE(4) % 45);
  const month = 1 + (h[6]! % 12);
  const day = 1 + (h[7]! % 28);
  const digits = String(h.readUInt32BE(8) % 10_000_000).padStart(7, "0");
  return {
    fullName: `${pick(FIRST, h[0]!)} ${pick(FIRST, h[1]! + 7)} ${pick(LAST, h[2]!)}`,
    dateOfBirth: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    phoneNumber: kind === "bvn" ? `+234${pick(PREFIXES, h[3]!)}${digits}` : value,
    address: `${1 + (h[12]! % 98)} ${pick(STREETS, h[13]!)}, ${pick(CITIES, h[14]!)}`,
  };
}

function reference(kind: string, value: string): string {
  return `sbx_${kind}_${seeded(`${kind}-ref`, value).toString("hex").slice(0, 16)}`;
}

export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = "sandbox";

  async lookupBvn(bvn: string): Promise<LookupResult> {
    if (bvn.startsWith("000")) return { found: false, reference: reference("bvn", bvn) };
    return { found: true, reference: reference("bvn", bvn), identity: sandboxPerson("bvn", bvn) };
  }

  async lookupPhone(phoneNumber: string): Promise<LookupResult> {
    if (phoneNumber.endsWith("0000")) return { found: false, reference: reference("phone", phoneNumber) };
    const identity = sandboxPerson("phone", phoneNumber);
    return { found: true, reference: reference("phone", phoneNumber), identity };
  }

  async matchSelfie({ imageData }: { imageData: string; identity: IdentityRecord }) {
    const matched = imageData === SELFIE_PLACEHOLDER;
    return { matched, confidence: matched ? 0.98 : 0.12, reference: reference("selfie", imageData.slice(0, 64)) };
  }
}
