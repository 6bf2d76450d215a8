import { existsSync } from "node:fs";

/** Debian's Chromium when installed (Playwright's own browser download is not possible everywhere). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * How Veil's tests and scripts launch Chromium. The camera is Chromium's fake one (a moving test pattern,
 * 640x480) and its permission prompt is answered yes, so the selfie screens can be tested; with
 * `{ camera: "ask" }` the prompt is real and, with no one to answer it, the camera is refused.
 */
export function chromiumLaunchOptions({ camera = "fake" }: { camera?: "fake" | "ask" } = {}) {
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
      ...(camera === "fake" ? ["--use-fake-ui-for-media-stream"] : []),
    ],
  };
}
