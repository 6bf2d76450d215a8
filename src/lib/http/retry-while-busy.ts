import { BusyError } from "./post-json";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends, and sends again after the server's Retry-After while it answers that it is busy, `tries` times in all;
 * `onWait` is told each wait so the screen can say so. Any other answer, and the last busy one, are the caller's.
 */
export async function retryWhileBusy<T>(
  send: () => Promise<T>,
  onWait: (seconds: number) => void,
  { tries = 3, sleep = wait }: { tries?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof BusyError) || attempt >= tries) throw error;
      onWait(error.retryAfterSeconds);
      await sleep(error.retryAfterSeconds * 1000);
    }
  }
}
