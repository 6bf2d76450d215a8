import { existsSync } from "node:fs";

/** Debian's Chromium when installed (Playwright's own browser download is not possible everywhere). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * How Veil's tests and scripts launch Chromium. The camera is Chromium's fake one (a moving test pattern,
 * 640x480) and its permission prompt is answered yes, so the selfie screens can be tested; with
 * `{ camera: "refused" }` every permission prompt is answered no, as by a person who refuses the camera.
 */
export function chromiumLaunchOptions({ camera = "fake" }: { camera?: "fake" | "refused" } = {}) {
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
      "--use-fake-device-for-media-stream",
      camera === "fake" ? "--use-fake-ui-for-media-stream" : "--deny-permission-prompts",
    ],
  };
}
