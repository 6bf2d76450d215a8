// The three migration jobs Prisma's CLI would do with its native engine, done with the WebAssembly one.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { lastEnginePanic, NO_FILTERS, openSchemaEngine } from "./schema-engine";
import {
  LOCKFILE,
  LOCKFILE_CONTENT,
  MIGRATIONS_DIR,
  migrationFolderName,
  readMigrationsList,
  SCHEMA_PATH,
} from "./migrations";

function withPanic(error: unknown): Error {
  const panic = lastEnginePanic();
  const message = error instanceof Error ? error.message : String(error);
  return new Error(panic ? `${message}\n${panic}` : message);
}

/** Any fixed number: the session-level lock that lets one migrating process at a time into a database. */
const MIGRATION_LOCK = 72_707_370;

/**
 * The database migrations run on: DATABASE_URL_UNPOOLED (the database itself) when set, else DATABASE_URL.
 * The schema engine holds a session-level advisory lock while it migrates, which through a transaction-mode
 * pooler stays on whichever server connection took it, so migrations never go through one.
 */
export function migrationUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL_UNPOOLED || env.DATABASE_URL || undefined;
}

/**
 * Applies pending migrations and records them in _prisma_migrations, as `prisma migrate deploy` does. Two
 * deploys that race wait for each other on a lock of their own, with no deadline: the schema engine's own
 * lock gives up after 10 s, less than a long migration takes. The second then finds everything applied.
 */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const engine = await openSchemaEngine(databaseUrl);
    try {
      const result = await engine.applyMigrations({
        migrationsList: readMigrationsList(),
        filters: NO_FILTERS,
      });
      return result.appliedMigrationNames;
    } catch (error) {
      throw withPanic(error);
    } finally {
      engine.free();
    }
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}

/**
 * The SQL that would take a database built from the migrations to what schema.prisma describes. It replays
 * the migrations on a scratch (shadow) database on the same server, so that server must allow CREATE DATABASE.
 * An empty string means the two agree.
 */
export async function diffMigrationsToSchema(databaseUrl: string): Promise<string> {
  const engine = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.diff({
      from: { tag: "migrations", ...readMigrationsList() },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: readFileSync(SCHEMA_PATH, "utf8") }] },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    });
    // exitCode 2 is the engine's "the diff is not empty" (as `migrate diff --exit-code`).
    return result.exitCode === 2 ? (result.stdout ?? "") : "";
  } catch (error) {
    throw withPanic(error);
  } finally {
    engine.free();
  }
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql; returns its path, or null when nothing changed. */
export async function createMigration(databaseUrl: string, name: string): Promise<string | null> {
  const script = await diffMigrationsToSchema(databaseUrl);
  if (!script.trim()) return null;
  const folder = path.join(MIGRATIONS_DIR, migrationFolderName(name));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(MIGRATIONS_DIR, LOCKFILE), LOCKFILE_CONTENT);
  const file = path.join(folder, "migration.sql");
  writeFileSync(file, script);
  return file;
}
