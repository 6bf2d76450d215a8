/** The one client the Google stand-in knows (test/oidc/google-stand-in.ts): the app is configured with it. */
export const GOOGLE_STAND_IN_CLIENT = { id: "veil-google-stand-in", secret: "veil-google-stand-in-secret-0000000000" };
