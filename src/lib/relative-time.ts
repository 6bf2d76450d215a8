// "5 minutes ago", as a person says how long ago something happened. Made once, on first use.

let format: Intl.RelativeTimeFormat | undefined;

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60, 60, "minute"],
  [24 * 60 * 60, 60 * 60, "hour"],
  [30 * 24 * 60 * 60, 24 * 60 * 60, "day"],
  [365 * 24 * 60 * 60, 30 * 24 * 60 * 60, "month"],
  [Infinity, 365 * 24 * 60 * 60, "year"],
];

/** "just now" under a minute, then "5 minutes ago", "3 hours ago", "2 days ago"... */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 60) return "just now";
  format ??= new Intl.RelativeTimeFormat("en", { numeric: "always" });
  const [, unitSeconds, unit] = STEPS.find(([limit]) => seconds < limit)!;
  return format.format(-Math.floor(seconds / unitSeconds), unit);
}
