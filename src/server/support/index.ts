// The support module's front door: the only file routes, pages and other modules import from it.
// Support cases and account closure.
export { casesForTransaction, casesOf } from "./cases/case-view";
export { openCase } from "./cases/open-case";
export { openSystemCase } from "./cases/system-case";
export {
  contactDoneResponse,
  contactStartedResponse,
  openSignedOutCase,
  startSignedOutContact,
} from "./cases/signed-out-contact";
export { supportAddress } from "./cases/support-address";
export { cancelClosure } from "./closure/cancel-closure";
export { isClosing } from "./closure/closure-gate";
export { closureOf, refuseClosedAccount, refuseWhileClosing } from "./closure/closure-state";
export { completeDueClosures } from "./closure/complete-closures";
export { requestClosure } from "./closure/request-closure";
export { reportMistakenPayment } from "./cases/mistaken-payment";
export { recordStaffAction, auditFilterFrom, auditTrail, AUDIT_PAGE_SIZE } from "./staff/staff-audit";
export type { AuditCursor, AuditFilter, AuditRow, AuditSubject, StaffAction } from "./staff/staff-audit";
export { addStaffMember, changeStaffMember, listStaff, parseRoles } from "./staff/staff-members";
export type { StaffActor, StaffListing } from "./staff/staff-members";
export {
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
  endStaffSession,
  signInStaff,
  staffCookieName,
  staffCookieOptions,
  staffFromToken,
} from "./staff/staff-sessions";
export { maskAccountNumber, maskEmail, maskPhone, initials, revealField, staffPersonView } from "./staff/masking";
export type { Revealable, StaffPersonView } from "./staff/masking";
export {
  caseDue,
  caseQueue,
  markRecipientReported,
  recordCaseRequery,
  staffCase,
  staffMoveCase,
} from "./staff/case-desk";
export type { QueuedCase, StaffCaseView } from "./staff/case-desk";
export {
  heldTransactionId,
  markAnomalyReviewed,
  maskedHeldChange,
  pendingPayouts,
  recordPayoutRequery,
  unreviewedAnomalies,
} from "./staff/operations-desk";
export type { Anomaly, AnomalyKind, PendingPayout } from "./staff/operations-desk";
