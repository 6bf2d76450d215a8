import {
  type AddressCheck,
  type AddressInput,
  type FaceCheck,
  type IdentityProvider,
  type LookupResult,
  type SelfieImage,
  IdentityProviderUnavailableError,
} from "@/server/identity";
import { sandboxFace, sandboxPerson, seeded } from "./sandbox-people";
import { phrase } from "@/i18n/phrase";

// The rules of the sandbox's people and faces are in sandbox-people.ts (docs/sandbox.md, "Identity").

function reference(kind: string, value: string): string {
  return `sbx_${kind}_${seeded(`${kind}-ref`, value).toString("hex").slice(0, 16)}`;
}

function down(kind: string): never {
  throw new IdentityProviderUnavailableError(`The sandbox's ${kind} lookup is down (its documented rule).`);
}

/** The face rule on the photo's shorter side: see the header. */
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
      return { status: "failed", reference: ref, reason: phrase("serverErrors.utilityBillUnreadable") };
    }
    if (input.street.trim().startsWith("13 ")) {
      return { status: "failed", reference: ref, reason: phrase("serverErrors.addressNotConfirmed") };
    }
    if (input.street.includes("Pending")) return { status: "pending", reference: ref };
    return { status: "verified", reference: ref };
  }

  async addressStatus(reference: string): Promise<AddressCheck> {
    return { status: "verified", reference };
  }
}
