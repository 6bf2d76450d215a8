import "server-only";
import { limitIdentityUpgrade } from "@/server/identity/lookup-limits";
import { type Database, type Tx, ApiError } from "@/server/platform";
import { identityProvider } from "@/server/vendors";
import type { AddressCheck, SelfieImage } from "@/server/identity/ports/identity-provider";
import { recomputeTier, releaseHeldAfterUpgrade } from "@/server/identity/identity-tier";
import { stateLabel, type NigerianState } from "@/lib/nigerian-states";
import type { AddressInput } from "@/lib/schemas/identity";
import { consentWords } from "@/server/identity/consent-words";
import type { ConsentClient } from "../consent-record";
import { lockUser } from "./lock-user";
import { phrase, type Phrase } from "@/i18n/phrase";

export const ADDRESS_MESSAGES = {
  already: phrase("serverErrors.addressAlready"),
  pending: phrase("serverErrors.addressPending"),
  failed: phrase("serverErrors.addressNotConfirmed"),
} as const;

/** What an ADDRESS row keeps: the address as sent and the vendor's answer (never the bill's image). */
type AddressRecord = {
  provider: string;
  reference: string;
  street: string;
  city: string;
  state: NigerianState;
  withBill: boolean;
  reason?: Phrase;
};

/**
 * "Raise your limits" with a residential address (and a utility bill photo, if given): the vendor verifies it
 * at once, fails it, or answers pending, when the refresh-address-checks job asks again. A verified address
 * becomes the account's address and recomputes the tier.
 */
export async function upgradeAddress(
  db: Database,
  userId: string,
  input: AddressInput,
  utilityBill: SelfieImage | undefined,
  client: ConsentClient,
): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, phoneNumber: true, dateOfBirth: true },
  });
  await refuseOpenAddress(db, userId);
  await limitIdentityUpgrade(db, userId);
  const agreedAt = new Date();
  const provider = identityProvider();
  const check = await provider.verifyAddress({
    street: input.street,
    city: input.city,
    state: input.state,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth?.toISOString().slice(0, 10) ?? "",
    ...(utilityBill ? { utilityBill } : {}),
  });
  const record: AddressRecord = {
    provider: provider.name,
    reference: check.reference,
    street: input.street,
    city: input.city,
    state: input.state,
    withBill: utilityBill !== undefined,
    ...(check.status === "failed" ? { reason: check.reason } : {}),
  };
  await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx.identityConsent.create({
      data: { userId, purpose: "address", text: consentWords("address", client.language), agreedAt, ...client },
    });
    // Another request stored a verified or pending check meanwhile: that one stands, this one adds nothing.
    if (check.status !== "failed" && (await openAddress(tx, userId))) return;
    await tx.kycVerification.create({
      data: { userId, verificationType: "ADDRESS", status: STATUS[check.status], verificationData: record },
    });
    if (check.status === "verified") await addressVerified(tx, userId, record);
  });
  if (check.status === "verified") await releaseHeldAfterUpgrade(db, userId);
  if (check.status === "failed") throw new ApiError("unprocessable", check.reason);
}

const STATUS = { verified: "VERIFIED", pending: "PENDING", failed: "FAILED" } as const satisfies Record<
  AddressCheck["status"],
  string
>;

/** A verified address is the account's address from now on, and counts toward the tier. */
export async function addressVerified(
  tx: Tx,
  userId: string,
  record: Pick<AddressRecord, "street" | "city" | "state">,
) {
  await tx.user.update({
    where: { id: userId },
    data: { address: addressLine(record) },
  });
  await recomputeTier(tx, userId);
}

/**
 * The address as one line: street, town and state, each part once (onboarding's single address field may
 * already name the town and the state).
 */
export function addressLine(record: Pick<AddressRecord, "street" | "city" | "state">): string {
  const parts: string[] = [];
  for (const part of [record.street, record.city, stateLabel(record.state)].flatMap((text) => text.split(","))) {
    const tidy = part.trim();
    if (tidy && !parts.some((kept) => kept.toLowerCase() === tidy.toLowerCase())) parts.push(tidy);
  }
  return parts.join(", ");
}

async function openAddress(db: Database | Tx, userId: string) {
  return db.kycVerification.findFirst({
    where: { userId, verificationType: "ADDRESS", status: { in: ["VERIFIED", "PENDING"] } },
    select: { status: true },
  });
}

async function refuseOpenAddress(db: Database, userId: string): Promise<void> {
  const open = await openAddress(db, userId);
  if (open)
    throw new ApiError("conflict", open.status === "VERIFIED" ? ADDRESS_MESSAGES.already : ADDRESS_MESSAGES.pending);
}
