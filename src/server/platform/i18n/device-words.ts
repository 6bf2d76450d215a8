import type { translator } from "@/i18n/translator";
import type { DeviceWords } from "@/lib/device-name";

/** A translator's words for a device (sessions.device), for the alerts and pushes a service writes. */
export function deviceWords(t: ReturnType<typeof translator>): DeviceWords {
  return { on: (names) => t("sessions.device.on", names), unknown: () => t("sessions.device.unknown") };
}
