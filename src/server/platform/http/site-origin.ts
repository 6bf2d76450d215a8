import "server-only";
import { env } from "@/env";

/**
 * The address Veil's own links are written with when they leave the page (a receipt's verification link, a
 * statement's email): this site's configured address (NEXTAUTH_URL) when there is one, else the request's.
 * A request's Host is whatever its sender wrote, and behind a proxy the server may see its own local name.
 */
export function siteOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/** This site's configured address, for a link written with no request to take it from (a job's email). */
export function configuredOrigin(): string | null {
  const configured = env().NEXTAUTH_URL;
  return configured ? new URL(configured).origin : null;
}
