import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it kept 10 KB of JavaScript and its set-up off every page's first load.
 * So no class list may set one thing twice; src/lib/class-names.test.ts reads every component to make sure.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
