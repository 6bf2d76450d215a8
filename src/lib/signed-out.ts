/** The login page, saying the session has ended. */
export const SIGNED_OUT_LOGIN = "/login?signedOut=1";
