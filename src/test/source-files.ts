import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `dir` (full paths, in directory order) whose name `keep` accepts, for the tests that read
 * the source to hold a rule. `skip` leaves out a file or a whole folder by its full path.
 */
export function sourceFiles(
  dir: string,
  keep: (name: string) => boolean,
  skip: (full: string) => boolean = () => false,
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skip(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full, keep, skip);
    return keep(entry.name) ? [full] : [];
  });
}
