import { joinDevice, UNKNOWN_DEVICE } from "@/lib/device-name";

// What a person calls the browser a session signed in from: "Chrome on Android", "Safari on iPhone". Read
// from the user agent, which the browser writes and anyone can fake: it names a device for the owner to
// recognise, and decides nothing.

/** Longest user agent kept: enough for any real browser's, and a forged one cannot fill the table. */
export const USER_AGENT_MAX_LENGTH = 512;

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhone and iPad before Mac (iOS says "like Mac OS X"), Android before Linux (Android says "Linux").
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; "Unknown device" when nothing is recognised. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = (userAgent ?? "").slice(0, USER_AGENT_MAX_LENGTH);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return joinDevice(browser, system);
  return browser ?? system ?? UNKNOWN_DEVICE;
}
