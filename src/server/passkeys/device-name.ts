/**
 * "Chrome on Android", "Safari on iPhone": enough for a person to tell their passkeys apart. A small parser of
 * its own for now (the sessions list has another); anything unrecognised is named as plainly as it can be.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  return `${browserOf(ua)} on ${systemOf(ua)}`;
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

function browserOf(ua: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "A browser";
}

function systemOf(ua: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? "an unknown device";
}
