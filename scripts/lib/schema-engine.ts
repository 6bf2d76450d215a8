// Prisma's schema engine, as WebAssembly: the same migration logic as `prisma migrate deploy` and
// `prisma migrate dev --create-only`, with no native binary to download. Connections go through the
// driver adapter, so any PostgreSQL the app can reach works.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import { parse as parseConnectionString } from "pg-connection-string";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { dropDatabase, ensureDatabase } from "./pg-admin";
import { SCHEMA_PATH } from "./migrations";

const require = createRequire(__filename);

type BgModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg") & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let bgModule: Promise<BgModule> | undefined;

/** The engine reports a Rust panic's message here before throwing. */
let lastPanic = "";
(globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message(message: string) {
    lastPanic = message;
  },
};
export function lastEnginePanic(): string {
  return lastPanic;
}

async function loadWasm(): Promise<BgModule> {
  const bg = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as unknown as BgModule;
  const wasmFile = path.join(
    path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
    "schema_engine_bg.wasm",
  );
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmFile), {
    "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bg;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHAR_MARK = "\u0000pg-char";

/**
 * The engine's catalog queries return PostgreSQL's internal one-byte "char" type (pg_class.relkind,
 * pg_constraint.contype, ...), which the pg driver adapter does not map and refuses, while the engine
 * expects a Character column there. For this tooling process only: pg reports such a column as text with
 * a marked name, and the adapter wrapper below turns it back into a Character column.
 */
function markCharColumns() {
  const Result = require("pg/lib/result") as {
    prototype: { addFields(fields: Array<{ dataTypeID: number; name: string }>): void };
  };
  const addFields = Result.prototype.addFields;
  if ((addFields as { veilPatched?: boolean }).veilPatched) return;
  const patched = function (this: unknown, fields: Array<{ dataTypeID: number; name: string }>) {
    for (const field of fields) {
      if (field.dataTypeID !== PG_CHAR_OID) continue;
      field.dataTypeID = PG_TEXT_OID;
      field.name += CHAR_MARK;
    }
    return addFields.call(this, fields);
  };
  (patched as { veilPatched?: boolean }).veilPatched = true;
  Result.prototype.addFields = patched;
}

function unmarkCharColumns(result: SqlResultSet): SqlResultSet {
  result.columnNames.forEach((name, index) => {
    if (!name.endsWith(CHAR_MARK)) return;
    result.columnNames[index] = name.slice(0, -CHAR_MARK.length);
    result.columnTypes[index] = ColumnTypeEnum.Character;
  });
  return result;
}

function withCharColumns<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => unmarkCharColumns(await queryRaw(query));
  return queryable;
}

/**
 * The adapter's executeScript splits a migration on every ";", which breaks a PL/pgSQL function body.
 * PostgreSQL's simple query protocol runs a whole multi-statement script, as Prisma's native engine does.
 */
function withWholeScripts(adapter: SqlDriverAdapter): void {
  const pool = (
    adapter as unknown as { underlyingDriver(): { query(sql: string): Promise<unknown> } }
  ).underlyingDriver();
  adapter.executeScript = async (script: string) => {
    await pool.query(script);
  };
}

function toolingAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  withWholeScripts(adapter);
  withCharColumns(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => withCharColumns(await startTransaction(isolationLevel));
  return adapter;
}

function poolConfig(databaseUrl: string) {
  const parts = parseConnectionString(databaseUrl);
  return {
    host: parts.host ?? "localhost",
    port: parts.port ? Number(parts.port) : 5432,
    user: parts.user,
    password: parts.password,
    database: parts.database ?? undefined,
    ssl: parts.ssl as boolean | undefined,
    max: 2,
  };
}

/**
 * The adapter's own shadow database drops the database before closing its pool, which PostgreSQL refuses
 * ("being accessed by other users"). This one closes the pool first, then drops the shadow database.
 */
function migrationAdapterFor(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  const config = poolConfig(databaseUrl);
  const main = new PrismaPg(config);
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => toolingAdapter(await main.connect()),
    async connectToShadowDb() {
      const name = `veil_shadow_${randomBytes(6).toString("hex")}`;
      await ensureDatabase(databaseUrl, name);
      const adapter = await new PrismaPg({ ...config, database: name }).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await dropDatabase(databaseUrl, name);
      };
      return toolingAdapter(adapter);
    },
  };
}

export async function openSchemaEngine(databaseUrl: string): Promise<SchemaEngine> {
  markCharColumns();
  bgModule ??= loadWasm();
  const bg = await bgModule;
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  const logs: string[] = [];
  return bg.SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    (message: string) => logs.push(message),
    bindMigrationAwareSqlAdapterFactory(migrationAdapterFor(databaseUrl)),
  );
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
