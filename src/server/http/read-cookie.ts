/** One cookie's value from a request's Cookie header (route handlers get a plain Request). */
export function readCookie(request: Request | Headers, name: string): string | undefined {
  const headers = request instanceof Headers ? request : request.headers;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
