// npm run staff:add -- --email ada@veil.ng --name "Ada Lovelace" --roles support,operations - adds a person to
// the staff console with a generated password and an authenticator secret, printed once here and kept nowhere
// in the clear. On the database DATABASE_URL names; with none, the embedded development database (npm run dev's).
import { parseArgs } from "node:util";
import { loadDotEnv, DEFAULT_EMBEDDED_PORT } from "./lib/local-database";
import { embeddedDevelopmentUrl } from "./lib/embedded-postgres";
import { runMain } from "./lib/cli";

const USAGE = 'Usage: npm run staff:add -- --email a@veil.ng --name "Ada" --roles support,operations,admin';

async function main() {
  loadDotEnv(true);
  const url =
    process.env.DATABASE_URL ??
    embeddedDevelopmentUrl(Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT), "veil");
  // The app's configuration is read when its modules load, and it names the database too.
  process.env.DATABASE_URL = url;
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, roles: { type: "string" } },
    allowPositionals: false,
  });
  const { parseRoles } = await import("@/server/support/staff/staff-members");
  let roles;
  try {
    roles = parseRoles(values.roles ?? "");
  } catch {
    roles = null;
  }
  if (!values.email || !values.name || !roles) {
    console.error(USAGE);
    return 2;
  }
  const { createPrismaClient } = await import("@/server/platform/database/prisma-client");
  const { addStaffMember, StaffInputRefused } = await import("@/server/support/staff/staff-members");
  const { isUniqueViolation } = await import("@/server/platform/database/db-errors");
  const db = createPrismaClient(url);
  try {
    const added = await addStaffMember(db, { email: values.email, name: values.name, roles });
    console.log(`${added.email} is staff (${roles.join(", ").toLowerCase()}). Shown once, keep them safe:`);
    console.log(`  password:      ${added.password}`);
    console.log(`  authenticator: ${added.otpauthUri}`);
    console.log(`  (or type the key ${added.secret})`);
    console.log("Sign in at /staff/login.");
  } catch (error) {
    if (isUniqueViolation(error)) {
      console.error(`${values.email} is already on the staff.`);
      return 1;
    }
    if (!(error instanceof StaffInputRefused)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

runMain(main);
