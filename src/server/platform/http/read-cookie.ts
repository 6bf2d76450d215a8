/**
 * One cookie's value from a request's Cookie header (route handlers get a plain Request). A value that is not
 * valid percent-encoding ("%", "%E0%A4") reads as absent: a cookie anyone could plant must never break a page.
 */
export function readCookie(request: Request | Headers, name: string): string | undefined {
  const headers = request instanceof Headers ? request : request.headers;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decoded(part.slice(index + 1).trim());
  }
  return undefined;
}

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
