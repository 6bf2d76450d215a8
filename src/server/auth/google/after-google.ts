import "server-only";
import type { Database } from "@/server/platform";
import { currentUser, sessionFromToken } from "@/server/auth/current-user";
import { connect, walletOf, type ExternalIdentity } from "./connected-accounts";
import { openLinkIntent } from "./link-intent";
import { issueSignInTicket } from "./oauth-sign-in";

/** What the browser brought back from Google or Facebook: the link intent of a Connect, and the Veil session, if any. */
export type ReturningBrowser = { linkIntent: string | undefined; sessionToken: string | undefined };

export type GoogleOutcome =
  | { kind: "linked" | "taken" | "link-expired"; location: string }
  | { kind: "not-connected"; location: string }
  | { kind: "sign-in"; location: string; ticket: string };

export const SETTINGS_ACCOUNT = "/settings?tab=account";

/**
 * Google (or Facebook) has said who the person is. After "Connect" in Settings (a link intent from this same session):
 * link it to the wallet. Otherwise this is "Continue with Google": sign in to the wallet it is linked to, or
 * say that none is; an unknown Google account never creates a wallet, which needs identity verification.
 */
export async function afterGoogle(
  db: Database,
  identity: ExternalIdentity,
  browser: ReturningBrowser,
): Promise<GoogleOutcome> {
  const intent = openLinkIntent(browser.linkIntent);
  if (intent) {
    const subject = await sessionFromToken(browser.sessionToken);
    const user = subject && subject.sessionId === intent.sessionId ? await currentUser(db, subject) : null;
    if (!user || user.id !== intent.userId) {
      return { kind: "link-expired", location: `${SETTINGS_ACCOUNT}&${identity.provider}=expired` };
    }
    const result = await connect(db, user.id, identity);
    return {
      kind: result === "connected" ? "linked" : "taken",
      location: `${SETTINGS_ACCOUNT}&${identity.provider}=${result}`,
    };
  }
  const userId = await walletOf(db, identity);
  if (!userId) return { kind: "not-connected", location: `/login?${identity.provider}=not-connected` };
  return {
    kind: "sign-in",
    location: "/api/auth/google/finish",
    ticket: await issueSignInTicket(db, userId, identity.provider),
  };
}
