import "server-only";

/**
 * Runs `run` every `everyMs` for as long as the server runs. A round still going when the next is due makes
 * that one skip, so one process never runs two rounds at once; a failure is logged by its message only (no
 * stack, no data) and the next round tries again; the timer never keeps the process alive on its own.
 */
export function repeatEvery(label: string, everyMs: number, run: () => Promise<unknown>): void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      console.error(`${label} failed:`, error instanceof Error ? error.message : String(error));
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
}
