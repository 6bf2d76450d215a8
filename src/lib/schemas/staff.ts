import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";
import { isPlainText, isStorableText } from "./text";
import { CASE_NOTE_MAX, CASE_STATUSES } from "./support-case";
import { STAFF_ROLES, isUuid } from "@/lib/staff";

// The staff console's requests: the sign-in form and each action's body, parsed by the handler. Every refusal
// is a phrase: zod's own English never reaches staff.

const SIGN_IN_FIELDS = phraseText("serverErrors.staffSignInFields");
const REASON = phraseText("serverErrors.staffReasonRequired");
const NOT_VALID = phraseText("serverErrors.requestNotValid");

/** PostgreSQL's largest integer: a transaction id above it is no transaction (and must not reach a query). */
const MAX_INT = 2_147_483_647;

/**
 * Text a staff member writes for others to read (a reason, a note): storable, with nothing hidden and nothing
 * reordering it (bidi marks and overrides, zero-width spaces, controls). Line breaks and tabs are their own.
 */
export function isStaffText(value: string): boolean {
  return isStorableText(value) && isPlainText(value.replace(/[\n\r\t]/g, ""));
}

/** One-line text: storable, and no control or invisible character at all. */
const isOneLine = (value: string) => isStorableText(value) && isPlainText(value);

/** Email, password and code, all required; a wrong one is never named (the answer is one sentence for all). */
export const staffSignInSchema = z.strictObject({
  email: z
    .string({ error: SIGN_IN_FIELDS })
    .check(
      z.trim(),
      z.minLength(3, { error: SIGN_IN_FIELDS }),
      z.maxLength(254, { error: SIGN_IN_FIELDS }),
      z.refine(isOneLine, { error: SIGN_IN_FIELDS }),
    ),
  password: z
    .string({ error: SIGN_IN_FIELDS })
    .check(
      z.minLength(1, { error: SIGN_IN_FIELDS }),
      z.maxLength(200, { error: SIGN_IN_FIELDS }),
      z.refine(isOneLine, { error: SIGN_IN_FIELDS }),
    ),
  code: z.string({ error: SIGN_IN_FIELDS }).check(z.trim(), z.regex(/^\d{6}$/, { error: SIGN_IN_FIELDS })),
});
export type StaffSignInInput = z.infer<typeof staffSignInSchema>;

/** Why a staff member does something: kept in the audit trail. */
export const staffReason = z
  .string({ error: REASON })
  .check(
    z.trim(),
    z.minLength(3, { error: REASON }),
    z.maxLength(1000, { error: REASON }),
    z.refine(isStaffText, { error: phraseText("serverErrors.staffReasonPlain") }),
  );

export const staffReasonSchema = z.strictObject({ reason: staffReason });

/** Acknowledge or resolve, with the note the person reads and the status the staff member saw. */
export const staffCaseMoveSchema = z.strictObject({
  status: z.enum(["INVESTIGATING", "RESOLVED"], { error: NOT_VALID }),
  note: z
    .string({ error: REASON })
    .check(
      z.maxLength(CASE_NOTE_MAX, { error: REASON }),
      z.refine(isStaffText, { error: phraseText("serverErrors.staffNotePlain") }),
    ),
  seen: z.enum(CASE_STATUSES, { error: NOT_VALID }),
});

export const staffRevealSchema = z.strictObject({
  field: z.enum(["phone", "email", "recipient", "reporter"], { error: NOT_VALID }),
  transactionId: z.optional(
    z
      .number({ error: phraseText("serverErrors.transactionNotFound") })
      .check(
        z.int({ error: phraseText("serverErrors.transactionNotFound") }),
        z.positive({ error: phraseText("serverErrors.transactionNotFound") }),
        z.maximum(MAX_INT, { error: phraseText("serverErrors.transactionNotFound") }),
      ),
  ),
  reportId: z.optional(z.string({ error: NOT_VALID }).check(z.refine(isUuid, { error: NOT_VALID }))),
  reason: staffReason,
});

const ROLES = phraseText("serverErrors.staffRolesInvalid");

/** Roles to give, each once (a repeated one is dropped), in their usual order. */
export const staffTeamChangeSchema = z.strictObject({
  roles: z.optional(
    z.pipe(
      z
        .array(z.enum(STAFF_ROLES, { error: ROLES }), { error: ROLES })
        .check(z.minLength(1, { error: ROLES }), z.maxLength(STAFF_ROLES.length * 2, { error: ROLES })),
      z.transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role))),
    ),
  ),
  disable: z.optional(z.boolean({ error: NOT_VALID })),
  reason: staffReason,
});

/** Operations returns a held deposit: the reason, and the account when the provider gave only a masked one. */
export const staffHeldReturnSchema = z.strictObject({
  reason: staffReason,
  accountNumber: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^\d{10}$/, { error: phraseText("validation.accountNumberLength") })),
  ),
  bankCode: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(10, { error: phraseText("validation.bankRequired") }),
        z.refine(isOneLine, { error: phraseText("validation.bankRequired") }),
      ),
  ),
});

/** "Run now": the Lagos day to compare with the provider's records. */
export const staffReconciliationRunSchema = z.strictObject({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: phraseText("serverErrors.reconciliationDayInvalid") })),
});
