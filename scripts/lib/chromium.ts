import { existsSync } from "node:fs";

/** Debian's Chromium when installed (Playwright's own browser download is not possible everywhere). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export function chromiumLaunchOptions() {
  const system = existsSync(SYSTEM_CHROMIUM);
  return {
    executablePath: system ? SYSTEM_CHROMIUM : undefined,
    args: [
      // As root (CI containers), Chromium's sandbox cannot start.
      ...(typeof process.getuid === "function" && process.getuid() === 0 ? ["--no-sandbox"] : []),
      // A closed network: no background calls to Google's services.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-gpu",
    ],
  };
}
