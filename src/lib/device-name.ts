// A session's or a passkey's device is stored as describeDevice wrote it, in English: "Chrome on Android", or
// "Unknown device". Browser and system names are names in every language; the words around them are not, so a
// screen, an alert or a push says them in its reader's language.

export const UNKNOWN_DEVICE = "Unknown device";
const ON = " on ";

/** The words a device is said with: the sessions texts' `device` group, or a translator's. */
export type DeviceWords = {
  on: (names: { browser: string; system: string }) => string;
  unknown: () => string;
};

/** "Chrome on Android" as stored, in the reader's words ("Chrome sur Android"). */
export function deviceIn(device: string, words: DeviceWords): string {
  if (device === UNKNOWN_DEVICE) return words.unknown();
  // No browser describeDevice names contains " on ", so the first one separates the browser from the system.
  const at = device.indexOf(ON);
  if (at < 0) return device;
  return words.on({ browser: device.slice(0, at), system: device.slice(at + ON.length) });
}

/** Browser and system: "{browser} on {system}" in English. */
export function joinDevice(browser: string, system: string): string {
  return `${browser}${ON}${system}`;
}
