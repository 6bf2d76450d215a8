import "server-only";
import { type Database, type Tx, ApiError, isUniqueViolation, spendHourly } from "@/server/platform";
import type { AuthUser } from "@/server/auth";
import type { SupportCaseInput } from "@/lib/schemas/support-case";
import { newCaseReference } from "./case-reference";
import { CASE_FIELDS, toCaseView, type CaseView } from "./case-view";
import { queueCaseConfirmation, queueCaseToSupport } from "./case-messages";
import { phrase } from "@/i18n/phrase";
import type { Language } from "@/i18n/locales";

/** Cases one account may open in an hour: each is an email to support and one to the person. */
export const CASES_PER_HOUR = 5;

const MAX_ID = 2_147_483_647;

/**
 * Opens a case, or answers the open one: a transaction has at most one open case (open_transaction_id is
 * unique while the case is open), so a second report, even at the same moment, shows the first. The case, its
 * first event and the emails to support and to the person commit together, or none of them does.
 */
export async function openCase(
  db: Database,
  user: AuthUser,
  input: SupportCaseInput,
): Promise<{ supportCase: CaseView; existing: boolean }> {
  const transaction = input.transactionId ? await ownTransaction(db, user.id, input.transactionId) : null;
  if (input.transactionId && !transaction) throw new ApiError("not_found", phrase("cases.errors.notFound"));
  if (transaction) {
    const open = await openCaseFor(db, transaction.id);
    if (open) return { supportCase: open, existing: true };
  }
  const owner = { ...user, language: user.appearance.language, signedOut: false };
  try {
    return { supportCase: await writeCounted(db, owner, input, transaction), existing: false };
  } catch (error) {
    if (transaction && isUniqueViolation(error, "open_transaction_id")) {
      const open = await openCaseFor(db, transaction.id);
      if (open) return { supportCase: open, existing: true };
    }
    throw error;
  }
}

/** Whose case it is, as support's email and the person's copy need them; signedOut when opened by an SMS code. */
export type CaseOwner = Pick<AuthUser, "id" | "walletId" | "phoneNumber" | "email"> & {
  language: Language;
  signedOut: boolean;
};

/**
 * Writes the case, counted against the person's hourly cases in the same transaction: a second report of the
 * same transaction, refused by the open-case rule a moment later, rolls its count back and never uses up the
 * person's allowance.
 */
export async function writeCounted(
  db: Database,
  owner: CaseOwner,
  input: Pick<SupportCaseInput, "reason" | "note">,
  transaction: OwnTransaction | null,
): Promise<CaseView> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        await spendHourly(tx, [{ bucket: `cases:user:${owner.id}`, max: CASES_PER_HOUR }]);
        return writeCase(tx, owner, input, transaction);
      });
    } catch (error) {
      // A reference drawn twice out of 887 million: draw again.
      if (attempt < 2 && isUniqueViolation(error, "reference")) continue;
      throw error;
    }
  }
}

type OwnTransaction = NonNullable<Awaited<ReturnType<typeof ownTransaction>>>;

/** Another person's transaction is exactly as absent as one that does not exist. */
function ownTransaction(db: Database, userId: string, id: string) {
  if (Number(id) > MAX_ID) return Promise.resolve(null);
  return db.transaction.findFirst({
    where: { id: Number(id), userId },
    select: {
      id: true,
      transactionReference: true,
      amount: true,
      status: true,
      transactionType: true,
      transactionDate: true,
    },
  });
}

async function openCaseFor(db: Database | Tx, transactionId: number): Promise<CaseView | null> {
  const row = await db.supportCase.findUnique({ where: { openTransactionId: transactionId }, select: CASE_FIELDS });
  return row ? toCaseView(row) : null;
}

async function writeCase(
  tx: Tx,
  user: CaseOwner,
  input: Pick<SupportCaseInput, "reason" | "note">,
  transaction: OwnTransaction | null,
): Promise<CaseView> {
  const row = await tx.supportCase.create({
    data: {
      reference: newCaseReference(),
      userId: user.id,
      transactionId: transaction?.id ?? null,
      openTransactionId: transaction?.id ?? null,
      reason: input.reason,
      note: input.note,
      events: { create: { status: "RECEIVED" } },
    },
    select: CASE_FIELDS,
  });
  const facts = {
    reference: row.reference,
    reason: row.reason,
    note: row.note,
    userId: user.id,
    walletId: user.walletId,
    phoneNumber: user.phoneNumber,
    email: user.email ?? null,
    signedOut: user.signedOut,
    transaction: transaction && {
      reference: transaction.transactionReference,
      amount: transaction.amount.toString(),
      status: transaction.status,
      type: transaction.transactionType,
      date: transaction.transactionDate,
    },
  };
  await queueCaseToSupport(tx, facts);
  await queueCaseConfirmation(tx, facts, user.language);
  return toCaseView(row);
}
