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
