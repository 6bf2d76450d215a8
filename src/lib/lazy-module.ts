/**
 * A module loaded on first use, once: code a page needs only after the person has done something (a form's
 * zod schema, onboarding's later steps, the toaster), kept off the first load. `preload` starts the download
 * early (see onFirstIntent). A load that failed (offline) is tried again on the next use.
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
