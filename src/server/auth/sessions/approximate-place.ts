// Where a session signed in from, roughly: only Vercel's own geolocation headers are believed, and only when
// running on Vercel (the platform sets them; anywhere else a client could write them). Elsewhere: unknown.

const MAX_LENGTH = 80;

let countryNames: Intl.DisplayNames | undefined;

function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return countryNames.of(code);
  } catch {
    return undefined;
  }
}

function decoded(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    // Vercel percent-encodes the city ("S%C3%A3o%20Paulo").
    const text = decodeURIComponent(value)
      .replace(/[\p{C}]/gu, "")
      .trim();
    return text || undefined;
  } catch {
    return undefined;
  }
}

/** "Lagos, Nigeria", "Nigeria", or null (shown as "Unknown") when not on Vercel or the headers say nothing. */
export function approximatePlace(headers: Headers, onVercel: boolean): string | null {
  if (!onVercel) return null;
  const city = decoded(headers.get("x-vercel-ip-city"));
  const region = decoded(headers.get("x-vercel-ip-country-region"));
  const country = countryName(headers.get("x-vercel-ip-country") ?? "");
  const parts = [city ?? region, country].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(", ").slice(0, MAX_LENGTH) : null;
}
