import "server-only";
import type { ConsentClient } from "@/server/identity";
import { clientIp, SHARED_CLIENT } from "@/server/platform";
import { USER_AGENT_MAX_LENGTH } from "@/server/auth";
import { languageOfRequest } from "@/server/web/request-language";
import type { Language } from "@/i18n/locales";

/**
 * The client's address only where a trusted proxy wrote it (client-ip.ts), its user agent as sent, cut to the
 * length sessions keep, and the language the form says it showed the consent in (else the request's: a page is
 * shown in it, by the same rule).
 */
export async function consentClient(request: Request, shown: Language | undefined): Promise<ConsentClient> {
  const ip = clientIp(request.headers);
  return {
    language: shown ?? (await languageOfRequest(request)),
    ipAddress: ip === SHARED_CLIENT ? null : ip,
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}
