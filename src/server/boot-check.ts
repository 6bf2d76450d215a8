import { env } from "@/env";
import { pushUnavailableNote } from "@/server/notify";

/** Validates the environment, or stops the process with the variable's name in the log. */
export function checkEnvironmentAtBoot(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Not a reason to stop: without VAPID keys the settings simply do not offer push alerts.
  const push = pushUnavailableNote();
  if (push) console.warn(push);
}
