import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "@/test/source-files";

// One way to reach the database: services take it (or a transaction) as their first argument, and only the
// composition roots import the process's one client. Those are route handlers, pages and their server
// components, src/instrumentation.ts (which starts the reconcilers), and, under src/server, session.ts: the
// request-scoped helper for pages and handlers. A service that imports the singleton cannot be run against a
// transaction or a test database, and fails here.
const SERVER = __dirname;
const SINGLETON = path.join(SERVER, "db");
const ENTRY_POINTS = ["db.ts", "session.ts"];

const sources = (dir: string) => sourceFiles(dir, (name) => /\.tsx?$/.test(name));

/** Where an import specifier points, without its extension; null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.join(SERVER, "..", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null;
}

function importsSingleton(file: string): boolean {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)];
  return specifiers.some(([, specifier]) => target(file, specifier!)?.replace(/\.tsx?$/, "") === SINGLETON);
}

describe("the database singleton", () => {
  it("is imported under src/server only by the request-scoped session helper", () => {
    const importers = sources(SERVER)
      .filter((file) => !ENTRY_POINTS.includes(path.relative(SERVER, file)))
      .filter(importsSingleton)
      .map((file) => path.relative(SERVER, file));
    expect(importers).toEqual([]);
  });

  it("would see an importer: the session helper is one", () => {
    expect(importsSingleton(path.join(SERVER, "session.ts"))).toBe(true);
  });
});
