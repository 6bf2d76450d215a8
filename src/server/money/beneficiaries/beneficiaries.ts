import "server-only";
import { type Database, ApiError } from "@/server/platform";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { resolveRecipient } from "@/server/money/transfers/name-enquiry";
import { isVeilWallets, VEIL_WALLETS } from "@/lib/banks";
import { phoneWritten } from "@/lib/account-number";
import { readRecipient } from "@/lib/schemas/transfer-rules";
import { byFavouriteThenName, type BeneficiaryView } from "@/lib/beneficiaries";
import type { BeneficiaryEdit, BeneficiarySave } from "@/lib/schemas/beneficiary";
import { phrase } from "@/i18n/phrase";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Enough for every landlord, relative and shop a person pays; a script cannot fill the table for them. */
export const BENEFICIARIES_MAX = 200;

export const BENEFICIARY_NOT_FOUND = phrase("serverErrors.beneficiaryNotFound");

const VIEW = {
  id: true,
  accountNumber: true,
  bank: true,
  accountName: true,
  nickname: true,
  favourite: true,
  createdAt: true,
} as const;

type Row = { [K in keyof typeof VIEW]: K extends "createdAt" ? Date : BeneficiaryView[Exclude<K, "createdAt">] };

function view(row: Row): BeneficiaryView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The account as its bank knows it, and the name it gives: a Veil wallet is named by its number, unasked. */
async function resolved(
  db: Database,
  payouts: PayoutsProvider,
  input: BeneficiarySave,
): Promise<{ accountNumber: string; accountName: string }> {
  if (isVeilWallets(input.recipientBank)) {
    // Whether a number has a Veil wallet is learnt only by sending to it, so saving one asks nobody.
    const read = readRecipient(input, VEIL_WALLETS);
    if ("issue" in read) throw new ApiError("bad_request", read.issue.message);
    return { accountNumber: read.accountNumber, accountName: phoneWritten(read.accountNumber) };
  }
  const { accountNumber, accountName } = await resolveRecipient(db, payouts, input);
  return { accountNumber, accountName };
}

/**
 * Saves a recipient, after its bank names the account (one the bank cannot resolve is refused and nothing is
 * written). Saving one already saved keeps it, with the bank's name as it is today and the new nickname if one
 * is given: when it was first saved does not change, so saving again does not make it "new".
 */
export async function saveBeneficiary(
  db: Database,
  payouts: PayoutsProvider,
  userId: string,
  input: BeneficiarySave,
): Promise<{ beneficiary: BeneficiaryView; created: boolean }> {
  const { accountNumber, accountName } = await resolved(db, payouts, input);
  const bank = input.recipientBank;
  const nickname = input.nickname === undefined ? undefined : input.nickname || null;
  // One save at a time per person (a transaction-scoped lock, which a pooler keeps): the count and the insert
  // below agree, so saves at once on many servers stop at the most a person may keep, and one account is kept once.
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`beneficiaries:${userId}`}, 0))`;
    const existing = await tx.beneficiary.findUnique({
      where: { userId_bank_accountNumber: { userId, bank, accountNumber } },
      select: { id: true },
    });
    if (existing) {
      const row = await tx.beneficiary.update({
        where: { id: existing.id },
        data: { accountName, ...(nickname !== undefined && { nickname }) },
        select: VIEW,
      });
      return { beneficiary: view(row), created: false };
    }
    if ((await tx.beneficiary.count({ where: { userId } })) >= BENEFICIARIES_MAX) {
      throw new ApiError("unprocessable", phrase("serverErrors.beneficiariesFull", { max: BENEFICIARIES_MAX }));
    }
    const row = await tx.beneficiary.create({
      data: { userId, bank, accountNumber, accountName, nickname: nickname ?? null },
      select: VIEW,
    });
    return { beneficiary: view(row), created: true };
  });
}

/** The person's beneficiaries, favourites first, then by the name shown. */
export async function listBeneficiaries(db: Database, userId: string): Promise<BeneficiaryView[]> {
  const rows = await db.beneficiary.findMany({ where: { userId }, select: VIEW });
  return rows.map(view).sort(byFavouriteThenName);
}

/** Whether an account (as a transaction records it) is one of the person's beneficiaries. */
export async function isBeneficiary(
  db: Database,
  userId: string,
  bank: string | null,
  accountNumber: string | null,
): Promise<boolean> {
  if (!bank || !accountNumber) return false;
  const found = await db.beneficiary.findUnique({
    where: { userId_bank_accountNumber: { userId, bank, accountNumber } },
    select: { id: true },
  });
  return found !== null;
}

/** A nickname (blank removes it) and whether it is a favourite. */
export async function editBeneficiary(
  db: Database,
  userId: string,
  id: string,
  edit: BeneficiaryEdit,
): Promise<BeneficiaryView> {
  if (!UUID.test(id)) throw new ApiError("not_found", BENEFICIARY_NOT_FOUND);
  const changed = await db.beneficiary.updateManyAndReturn({
    where: { id, userId },
    data: {
      ...(edit.nickname !== undefined && { nickname: edit.nickname || null }),
      ...(edit.favourite !== undefined && { favourite: edit.favourite }),
    },
    select: VIEW,
  });
  // Another person's beneficiary is exactly as absent as one that does not exist.
  if (!changed[0]) throw new ApiError("not_found", BENEFICIARY_NOT_FOUND);
  return view(changed[0]);
}

/** Removes a beneficiary; removing one already removed answers as removing it did. */
export async function removeBeneficiary(db: Database, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ApiError("not_found", BENEFICIARY_NOT_FOUND);
  await db.beneficiary.deleteMany({ where: { id, userId } });
}
