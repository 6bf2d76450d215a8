// The auth module's front door: the only file routes, pages and other modules import from it.
// Who is asking and how they prove it: sessions and devices, login and its throttle, passwords and their
// reset, two-factor, passkeys, the transaction PIN, one-time codes, Google, settings, the data export and the
// emergency freeze.
export { changeEmail, changePassword, endSessions, lockSessions } from "./account-service";
export { authenticate } from "./authenticate";
export { checkCurrentPassword, originOf } from "./check-current-password";
export { currentSessionId, currentUser, sessionFromToken, signingInUser } from "./current-user";
export type { AuthUser, SessionSubject, SigningIn } from "./current-user";
export { deviceCookie } from "./device-cookie";
export { freezeAccount } from "./freeze/freeze-account";
export { ACCOUNT_FROZEN, NOT_FROZEN, freezeState, freezeStateJson } from "./freeze/freeze-state";
export type { FreezeState } from "./freeze/freeze-state";
export { freezeLostPhone, sendFreezeCode } from "./freeze/lost-phone";
export { keepFrozen, requestUnfreeze, sendUnfreezeCode } from "./freeze/unfreeze";
export { UNFREEZE_DELAY_MS, unfreezeDelayMinutes } from "./freeze/unfreeze-delay";
export { afterGoogle } from "./google/after-google";
export { CONNECTABLE, disconnect, isConnectable, listConnections } from "./google/connected-accounts";
export type { ConnectableProvider } from "./google/connected-accounts";
export { googleSigningIn } from "./google/google-sign-in";
export { clearedLinkIntentCookie, linkIntentCookie, linkIntentCookieName } from "./google/link-intent";
export { signInTicketCookie, signInTicketCookieName } from "./google/oauth-sign-in";
export { checkCode, sendCode, sendCodeAlike, standInId, userSubject } from "./one-time-codes";
export { loginOptions, loginWithPasskey } from "./passkeys/authentication";
export { challengeIdFrom, setChallengeCookie } from "./passkeys/challenges";
export { limitPasskeyOptions } from "./passkeys/options-limit";
export { listPasskeys, removePasskey, switchOffBiometricLogin } from "./passkeys/passkey-list";
export { registerPasskey, registrationOptions } from "./passkeys/registration";
export { relyingParty } from "./passkeys/relying-party";
export { hashPassword, unknownUserHash, verifyPassword } from "./password";
export { completeReset } from "./password-reset/complete-reset";
export { resendReset, startReset } from "./password-reset/reset-codes";
export { resetFrom } from "./password-reset/reset-cookie";
export { resetDoneResponse, resetStepResponse } from "./password-reset/reset-response";
export { NO_RESET, verifyResetCode, verifyResetSecondFactor } from "./password-reset/verify-reset";
export { checkNewPassword } from "./password-rules";
export { personalData } from "./personal-data";
export { requireTransactionPin, signedInWithPin } from "./pin/check-pin";
export { queueOwedPinLockAlerts } from "./pin/lock-alerts";
export { changePin, completePinReset, createPin, pinStatus, startPinReset } from "./pin/pin-service";
export { USER_AGENT_MAX_LENGTH } from "./sessions/describe-device";
export { endSession, signOutDevice, signOutOtherDevices } from "./sessions/end-sessions";
export { hasSignedInBefore, listSessions } from "./sessions/list-sessions";
export { recordSession } from "./sessions/record-session";
export { readSettings, updateSettings } from "./settings-service";
export { sweepLoginAttempts } from "./sweep-login-attempts";
export {
  challengeCookie,
  challengeCookieName,
  challengePrompt,
  completeChallenge,
  openChallenge,
  resendChallengeCode,
} from "./two-factor/login-challenge";
export { regenerateRecoveryCodes, sendConfirmCode, turnOff, twoFactorStatus } from "./two-factor/manage";
export { confirmSetup, resendSetupCode, startSetup } from "./two-factor/setup";
export { openTotpSecret, sealTotpSecret } from "./two-factor/secret-vault";
export { newTotpSecret, totpStep, totpUri } from "./two-factor/totp";
