/** Starts a download once the page is idle (or after 2 s where requestIdleCallback is missing). */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  const start = () => void load().catch(() => {}); // offline: the real open will try again
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(start, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 2000);
  return () => clearTimeout(timer);
}
