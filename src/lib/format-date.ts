// Dates and times as a person reads them: Lagos time, en-US words ("November 21, 2026", "07:36 AM"). Each
// format is made once, on first use: making one loads locale data, and a history page formats a date for
// every row it hydrates.

const TIME_ZONE = "Africa/Lagos";

let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "November 21, 2026". */
export function formatDate(at: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: TIME_ZONE,
  });
  return dateFormat.format(new Date(at));
}

/**
 * "07:36 AM", with a no-break space before AM/PM: the two halves of a time are never split across lines
 * (ICU's narrow no-break space is not in every font, so it becomes an ordinary no-break space).
 */
export function formatTime(at: Date | string): string {
  timeFormat ??= new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
  return timeFormat.format(new Date(at)).replace(/\s/g, "\u00a0");
}

/** "November 21, 2026, 07:36 AM": one line of text, as a shared receipt carries it. */
export function formatDateTime(at: Date | string): string {
  return `${formatDate(at)}, ${formatTime(at)}`;
}
