/**
 * The caller's address for login throttling. On Vercel the platform overwrites X-Forwarded-For with the
 * client's address, so its first entry cannot be forged; behind another proxy, configure it to do the same.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "local";
}
