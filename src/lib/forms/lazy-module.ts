/**
 * A module loaded on first use, once. Forms use it for their zod schemas: zod and the schemas are about 30 KB
 * of gzipped JavaScript that a page would otherwise download and run before it is interactive, while nothing
 * is validated before the person has typed something. `preload` starts the download early (see
 * onFirstIntent). A load that failed (offline) is tried again on the next use.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  const get = (): Promise<T> =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => {}) };
}
