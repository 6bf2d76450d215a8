// Each SQL function has one source file, and it is what the migrations leave in the database: a change made in
// the file without a migration (or in a migration without the file) fails here.
import { createTestDatabase, type TestDatabase } from "@/test/test-database";
import { sqlFunctions } from "./sql-functions";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** The definitions of the functions named `name` in the public schema, as PostgreSQL prints them. */
async function definitions(client: { query: TestDatabase["sql"]["query"] }, name: string): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = $1 ORDER BY p.oid`,
    [name],
  );
  return rows.map((row) => row.definition);
}

describe("the SQL functions", () => {
  it("each have one source file, and every function the migrations make has one", async () => {
    const { rows } = await t.sql.query<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        LEFT JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
        WHERE n.nspname = 'public' AND d.objid IS NULL ORDER BY 1`,
    );
    const files = sqlFunctions().map((fn) => fn.name);
    expect(new Set(files).size).toBe(files.length);
    expect([...files].sort()).toEqual(rows.map((row) => row.name));
  });

  it.each(sqlFunctions().map((fn) => [fn.name, fn] as const))(
    "%s: its file defines exactly what the migrations left",
    async (name, fn) => {
      const client = await t.sql.connect();
      try {
        const migrated = await definitions(client, name);
        await client.query("BEGIN");
        await client.query(fn.sql);
        const fromFile = await definitions(client, name);
        await client.query("ROLLBACK");
        expect(migrated).toHaveLength(1);
        expect(fromFile).toEqual(migrated);
      } finally {
        client.release();
      }
    },
  );
});
