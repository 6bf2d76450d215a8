import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";
import { CASE_NOTE_MAX, CASE_STATUSES, isPlainNote } from "./support-case";
import { STAFF_ROLES } from "@/lib/staff";

// The staff console's requests: the sign-in form and each action's body, parsed by the handler.

const SIGN_IN_FIELDS = phraseText("serverErrors.staffSignInFields");
const REASON = phraseText("serverErrors.staffReasonRequired");

/** Email, password and code, all required; a wrong one is never named (the answer is one sentence for all). */
export const staffSignInSchema = z.strictObject({
  email: z
    .string()
    .check(z.trim(), z.minLength(3, { error: SIGN_IN_FIELDS }), z.maxLength(254, { error: SIGN_IN_FIELDS })),
  password: z.string().check(z.minLength(1, { error: SIGN_IN_FIELDS }), z.maxLength(200, { error: SIGN_IN_FIELDS })),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: SIGN_IN_FIELDS })),
});
export type StaffSignInInput = z.infer<typeof staffSignInSchema>;

/** Why a staff member does something: kept in the audit trail. */
export const staffReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, { error: REASON }),
    z.maxLength(1000, { error: REASON }),
    z.refine(isPlainNote, { error: REASON }),
  );

export const staffReasonSchema = z.strictObject({ reason: staffReason });

/** Acknowledge or resolve, with the note the person reads and the status the staff member saw. */
export const staffCaseMoveSchema = z.strictObject({
  status: z.enum(["INVESTIGATING", "RESOLVED"]),
  note: z.string().check(z.maxLength(CASE_NOTE_MAX, { error: REASON })),
  seen: z.enum(CASE_STATUSES),
});

export const staffRevealSchema = z.strictObject({
  field: z.enum(["phone", "email", "recipient", "reporter"]),
  transactionId: z.optional(z.number().check(z.int(), z.positive())),
  reportId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i))),
  reason: staffReason,
});

export const staffTeamChangeSchema = z.strictObject({
  roles: z.optional(z.array(z.enum(STAFF_ROLES)).check(z.minLength(1), z.maxLength(3))),
  disable: z.optional(z.boolean()),
  reason: staffReason,
});

/** Operations returns a held deposit: the reason, and the account when the provider gave only a masked one. */
export const staffHeldReturnSchema = z.strictObject({
  reason: staffReason,
  accountNumber: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^\d{10}$/, { error: phraseText("validation.accountNumberLength") })),
  ),
  bankCode: z.optional(z.string().check(z.trim(), z.maxLength(10, { error: phraseText("validation.bankRequired") }))),
});

/** "Run now": the Lagos day to compare with the provider's records. */
export const staffReconciliationRunSchema = z.strictObject({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: phraseText("serverErrors.reconciliationDayInvalid") })),
});
