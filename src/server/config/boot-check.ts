import { env } from "@/env";

/** Validates the environment, or stops the process with the variable's name in the log. */
export function checkEnvironmentAtBoot(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
