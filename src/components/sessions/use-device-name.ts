import { useTranslations } from "next-intl";
import { deviceIn } from "@/lib/device-name";

/** Says a stored device name ("Chrome on Android") in the page's language. */
export function useDeviceName(): (device: string) => string {
  const t = useTranslations("sessions.device");
  return (device) => deviceIn(device, { on: (names) => t("on", names), unknown: () => t("unknown") });
}
