// `npm run dev` and `npm start`: the app on a database that is ready. With no DATABASE_URL, a real
// PostgreSQL starts embedded, keeps its data under .data/, and stops when the app stops.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { developmentSecret } from "../src/server/platform/config/dev-secret";
import { DEMO_ACCOUNT } from "../prisma/demo-account";
import { ROOT } from "./lib/migrations";
import { loadDotEnv, prepareLocalDatabase } from "./lib/local-database";

const mode = process.argv[2] === "start" ? "start" : "dev";

async function main() {
  loadDotEnv(mode === "dev");
  const database = await prepareLocalDatabase({ seed: true });
  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", ...process.env, DATABASE_URL: database.url };
  // A local embedded setup needs no configuration at all; a real deployment sets its own secret.
  if (mode === "dev" || database.embedded) {
    for (const name of ["NEXTAUTH_SECRET", "BVN_ENCRYPTION_KEY", "PAYOUTS_WEBHOOK_SECRET"] as const)
      env[name] ||= developmentSecret(name);
  }
  const port = process.env.PORT || "3000";
  // Connected Accounts need a Google to talk to: `npm run dev` on its own data brings a local stand-in
  // (test/oidc), where any login is a Google account, unless GOOGLE_CLIENT_ID names a real one.
  if (mode === "dev" && database.embedded && !env.GOOGLE_CLIENT_ID) {
    const { GOOGLE_STAND_IN_CLIENT, startGoogleStandIn } = await import("../test/oidc/google-stand-in");
    const site = `http://localhost:${port}`;
    const standIn = await startGoogleStandIn({ redirectUris: [`${site}/api/auth/callback/google`] });
    Object.assign(env, {
      GOOGLE_CLIENT_ID: GOOGLE_STAND_IN_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_STAND_IN_CLIENT.secret,
      GOOGLE_ISSUER: standIn.issuer,
      NEXTAUTH_URL: site,
    });
    console.log(`Google (a local stand-in at ${standIn.issuer}): any login and password is a Google account.`);
  }
  // The same for Facebook (test/oauth), unless FACEBOOK_CLIENT_ID names a real app.
  if (mode === "dev" && database.embedded && !env.FACEBOOK_CLIENT_ID) {
    const { FACEBOOK_STAND_IN_APP, startFacebookStandIn } = await import("../test/oauth/facebook-stand-in");
    const site = `http://localhost:${port}`;
    const standIn = await startFacebookStandIn({ redirectUris: [`${site}/api/auth/callback/facebook`] });
    Object.assign(env, {
      FACEBOOK_CLIENT_ID: FACEBOOK_STAND_IN_APP.id,
      FACEBOOK_CLIENT_SECRET: FACEBOOK_STAND_IN_APP.secret,
      FACEBOOK_URL: standIn.url,
      NEXTAUTH_URL: site,
    });
    console.log(`Facebook (a local stand-in at ${standIn.url}): any login is a Facebook account.`);
  }

  if (database.embedded) {
    console.log("\nDemo account (embedded database):");
    console.log(`  phone number  +234 ${DEMO_ACCOUNT.phoneDigits}`);
    console.log(`  password      ${DEMO_ACCOUNT.password}`);
    console.log(`  PIN           ${DEMO_ACCOUNT.pin} (transfers and card top-ups)\n`);
  }

  // VEIL_SERVER_LOG (set by the end-to-end tests) copies everything the server prints into a file, which
  // the secrets audit then searches for card numbers, passwords, BVNs and session tokens.
  const logFile = process.env.VEIL_SERVER_LOG ? createWriteStream(process.env.VEIL_SERVER_LOG, { flags: "w" }) : null;
  // A server's requests allocate many short-lived objects; a larger young generation collects them less often
  // (docs/performance.md: without it, garbage collection is about a tenth of the server's time under load).
  const nodeFlags = mode === "start" ? ["--max-semi-space-size=64"] : [];
  const next = spawn(process.execPath, [...nodeFlags, require.resolve("next/dist/bin/next"), mode, "--port", port], {
    cwd: ROOT,
    env,
    stdio: logFile ? ["inherit", "pipe", "pipe"] : "inherit",
  });
  if (logFile) {
    for (const [from, to] of [
      [next.stdout!, process.stdout],
      [next.stderr!, process.stderr],
    ] as const) {
      from.on("data", (chunk: Buffer) => {
        to.write(chunk);
        logFile.write(chunk);
      });
    }
  }

  const exited = new Promise<number>((resolve) => next.on("exit", (code) => resolve(code ?? 0)));
  let stopping = false;
  // Next stops first (it may be finishing requests), then the database under it: nothing is left running.
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) {
      next.kill("SIGTERM");
      const killer = setTimeout(() => next.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await database.embedded?.stop().catch(() => {});
    process.exit(code);
  };
  void exited.then((code) => stop(code));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
