// npm run db:function -- <function> [migration name] - writes the migration that applies
// src/server/<module>/<capability>/sql/<function>.sql, after you changed it there.
import path from "node:path";
import { runMain } from "./lib/cli";
import { writeFunctionMigration } from "./lib/sql-functions";

async function main() {
  const [name, ...migration] = process.argv.slice(2);
  if (!name) throw new Error("Which function? npm run db:function -- send_money [migration name]");
  const file = writeFunctionMigration(name, migration.join(" ") || name);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

runMain(main);
