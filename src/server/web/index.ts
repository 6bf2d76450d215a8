// The web module's front door: the only file routes, pages and other modules import from it.
// The layer above the modules: route wrappers, the session of the request, its language, sign-in answers and
// the notice a page shows while the database is down. Modules never import it.
export { answerResponse } from "./answer-response";
export { consentClient } from "./consent-client";
export { pinRoute, publicRoute, serverToServerRoute, userRoute } from "./handler";
export { languageOfRequest, requestLanguage, signedOutLanguage } from "./request-language";
export { getSessionUser, requireUser, sessionTokenFrom, userFromSessionToken } from "./session";
export { seeOther, signedInRedirect, signedInResponse, signedOutResponse } from "./session-response";
export { orUnavailableNotice } from "./unavailable-page";
export { getStaffMember, staffPage, staffRoute } from "./staff-session";
