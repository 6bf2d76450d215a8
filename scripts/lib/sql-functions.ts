// Every SQL function's living definition, one file each: src/server/<module>/<capability>/sql/<name>.sql. A migration
// applies a change (npm run db:function -- <name>); sql-functions.integration.test.ts holds the files and what
// the migrations leave in the database together.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "../../src/test/source-files";
import { MIGRATIONS_DIR, ROOT, migrationFolderName } from "./migrations";

export type SqlFunction = { name: string; file: string; sql: string };

export function sqlFunctions(): SqlFunction[] {
  return sourceFiles(
    path.join(ROOT, "src", "server"),
    (name) => name.endsWith(".sql"),
    (full) => full.includes(`${path.sep}generated`),
  )
    .filter((file) => path.basename(path.dirname(file)) === "sql")
    .map((file) => ({ name: path.basename(file, ".sql"), file, sql: readFileSync(file, "utf8") }));
}

/** Writes prisma/migrations/<timestamp>_<migration>/migration.sql applying the function's file as it stands. */
export function writeFunctionMigration(name: string, migration = name, now = new Date()): string {
  const found = sqlFunctions().find((fn) => fn.name === name);
  if (!found)
    throw new Error(
      `No src/server/**/sql/${name}.sql: the functions are ${sqlFunctions()
        .map((fn) => fn.name)
        .join(", ")}.`,
    );
  const folder = path.join(MIGRATIONS_DIR, migrationFolderName(migration, now));
  if (existsSync(folder)) throw new Error(`${path.relative(ROOT, folder)} exists already.`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "migration.sql");
  writeFileSync(file, `-- ${name}, from ${path.relative(ROOT, found.file)}.\n${found.sql}`);
  return file;
}
