/** The login page, saying the session has ended. */
export const SIGNED_OUT_LOGIN = "/login?signedOut=1";
/** The login page, saying the session ended before a payment was made: nothing moved. */
export const SIGNED_OUT_BEFORE_PAYMENT_LOGIN = "/login?signedOut=payment";
