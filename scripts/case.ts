// npm run case -- <reference> investigating|resolved "<note>" - support moves a case on: the change joins the
// case's timeline and the person is told (email, or SMS without one), through the outbox. On the database
// DATABASE_URL names; with none, the embedded development database (npm run dev's) on EMBEDDED_PG_PORT.
import { loadDotEnv, DEFAULT_EMBEDDED_PORT } from "./lib/local-database";
import { embeddedDevelopmentUrl } from "./lib/embedded-postgres";
import { runMain } from "./lib/cli";

const USAGE = 'Usage: npm run case -- VC-XXXXXX investigating|resolved "note for the person"';

async function main() {
  loadDotEnv(true);
  const [reference, status, ...words] = process.argv.slice(2);
  const target = status?.toUpperCase();
  if (!reference || (target !== "INVESTIGATING" && target !== "RESOLVED")) {
    console.error(USAGE);
    return 2;
  }
  const url =
    process.env.DATABASE_URL ??
    embeddedDevelopmentUrl(Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT), "veil");
  const { createPrismaClient } = await import("@/server/platform/database/prisma-client");
  const { moveCase, CaseChangeRefused } = await import("@/server/support/cases/move-case");
  const db = createPrismaClient(url);
  try {
    const moved = await moveCase(db, reference.toUpperCase(), target, words.join(" "));
    console.log(`${moved.reference} is now ${moved.status.toLowerCase()}; the person is being told.`);
  } catch (error) {
    if (!(error instanceof CaseChangeRefused)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

runMain(main);
