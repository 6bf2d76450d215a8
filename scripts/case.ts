// npm run case -- <reference> investigating|resolved "<note>" --as <staff email> - support moves a case on from the
// command line, through the same audited path as the staff console (/staff/cases/<reference>): the change joins the
// case's timeline, the person is told (email, or SMS without one, through the outbox), and the staff audit trail
// records who did it. On the database DATABASE_URL names; with none, the embedded development database (npm run
// dev's) on EMBEDDED_PG_PORT.
import { parseArgs } from "node:util";
import { loadDotEnv, DEFAULT_EMBEDDED_PORT } from "./lib/local-database";
import { embeddedDevelopmentUrl } from "./lib/embedded-postgres";
import { runMain } from "./lib/cli";

const USAGE =
  'Usage: npm run case -- VC-XXXXXX investigating|resolved "note for the person" --as you@veil.ng (a support staff member)';

async function main() {
  loadDotEnv(true);
  const { values, positionals } = parseArgs({ options: { as: { type: "string" } }, allowPositionals: true });
  const [reference, status, ...words] = positionals;
  const target = status?.toUpperCase();
  if (!reference || !values.as || (target !== "INVESTIGATING" && target !== "RESOLVED")) {
    console.error(USAGE);
    return 2;
  }
  const url =
    process.env.DATABASE_URL ??
    embeddedDevelopmentUrl(Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT), "veil");
  const { createPrismaClient } = await import("@/server/platform/database/prisma-client");
  const { moveCase, CaseChangeRefused, CaseMovedMeanwhile } = await import("@/server/support/cases/move-case");
  const db = createPrismaClient(url);
  try {
    const staff = await db.staffMember.findUnique({ where: { email: values.as.trim().toLowerCase() } });
    if (!staff || staff.disabledAt || !staff.roles.includes("SUPPORT")) {
      console.error(`${values.as} is not an enabled support staff member (npm run staff:add adds one).`);
      return 1;
    }
    const seen = await db.supportCase.findUnique({ where: { reference: reference.toUpperCase() } });
    const moved = await moveCase(db, reference.toUpperCase(), target, words.join(" "), {
      staffId: staff.id,
      seen: seen?.status ?? "RECEIVED",
    });
    console.log(`${moved.reference} is now ${moved.status.toLowerCase()}; the person is being told.`);
  } catch (error) {
    if (!(error instanceof CaseChangeRefused) && !(error instanceof CaseMovedMeanwhile)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

runMain(main);
