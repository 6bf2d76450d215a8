// The secrets audit: runs after every other end-to-end test (its project depends on theirs) and searches
// what they left behind. No card number, CVV, password, BVN or session token may appear in the server's
// log, in any URL a browser requested, or in localStorage or sessionStorage; and no password or BVN may
// sit in plain text in any row of the database they used.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { luhnValid } from "../src/lib/cards";
import { SANDBOX_CARDS } from "../src/server/vendors/sandbox/sandbox-test-cards";
import { OBSERVED_DIR, RAILS_SERVER_LOG, SECOND_SERVER_LOG, SERVER_LOG, TYPED_SECRETS } from "./audit-files";
import { expect, test } from "./fixtures";
import { DEMO, PASSWORD } from "./helpers";

/** Every password the specs type. */
const PASSWORDS = [DEMO.password, PASSWORD, "another password", "not my password", "wrong password"];

/**
 * A run of 13 to 19 digits standing on its own, perhaps grouped by spaces or dashes as card numbers are typed.
 * Not inside a word: a reference such as VEIL075238E8377561564232 holds a Luhn-valid run by chance (its hex
 * part is random), about once in a few hundred references. The sandbox's card numbers, the ones typed, are
 * also looked for anywhere.
 */
const DIGIT_RUN = /(?<![0-9A-Za-z])[0-9](?:[ -]?[0-9]){12,18}(?![0-9A-Za-z])/g;
const TYPED_CARDS = Object.values(SANDBOX_CARDS);

function cardNumbersIn(text: string): string[] {
  const standing = [...text.matchAll(DIGIT_RUN)].map((match) => match[0].replace(/[ -]/g, "")).filter(luhnValid);
  const digits = text.replace(/(?<=[0-9])[ -](?=[0-9])/g, "");
  return [...new Set([...standing, ...TYPED_CARDS.filter((card) => digits.includes(card))])];
}

/** Where each searched text came from, to name it in a failure. */
type Source = { where: string; text: string };

function sources(): Source[] {
  const found: Source[] = [];
  found.push({ where: "server log", text: readFileSync(SERVER_LOG, "utf8") });
  found.push({ where: "second server's log", text: readFileSync(SECOND_SERVER_LOG, "utf8") });
  if (existsSync(RAILS_SERVER_LOG)) {
    found.push({ where: "Paystack-rails server log", text: readFileSync(RAILS_SERVER_LOG, "utf8") });
  }
  for (const file of readdirSync(OBSERVED_DIR)) {
    for (const line of readFileSync(path.join(OBSERVED_DIR, file), "utf8").split("\n").filter(Boolean)) {
      const { test: title, urls, storage } = JSON.parse(line) as { test: string; urls: string[]; storage: string[] };
      // URLs are searched decoded too: a password in a query string arrives percent-encoded.
      found.push({ where: `URLs of "${title}"`, text: urls.map((url) => `${url}\n${safeDecode(url)}`).join("\n") });
      found.push({ where: `web storage of "${title}"`, text: storage.join("\n") });
    }
  }
  return found;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, " "));
  } catch {
    return url;
  }
}

function typedSecrets(): string[] {
  const bvns = existsSync(TYPED_SECRETS) ? readFileSync(TYPED_SECRETS, "utf8").split("\n").filter(Boolean) : [];
  return [...PASSWORDS, ...bvns];
}

test.describe("secrets after the whole end-to-end run", () => {
  test("the run was observed: the server log and the browsers' URLs were captured", () => {
    expect(readFileSync(SERVER_LOG, "utf8")).toContain("Ready");
    const observed = readdirSync(OBSERVED_DIR).flatMap((file) =>
      readFileSync(path.join(OBSERVED_DIR, file), "utf8").split("\n"),
    );
    expect(observed.filter(Boolean).length).toBeGreaterThan(50);
    expect(typedSecrets().length).toBeGreaterThan(PASSWORDS.length);
  });

  test("no card number, CVV, password, BVN or session token in the log, a URL or web storage", () => {
    const secrets = typedSecrets();
    const leaks: string[] = [];
    for (const { where, text } of sources()) {
      for (const card of cardNumbersIn(text)) leaks.push(`${where}: a card number ending ${card.slice(-4)}`);
      if (/cvv["'\s]*[:=]\s*["']?[0-9]{3,4}/i.test(text)) leaks.push(`${where}: a CVV`);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${where}: "${secret.slice(0, 3)}..."`);
      if (/eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]*\./.test(text)) leaks.push(`${where}: a JWT`);
      if (/session-token=[^;\s]{20,}/.test(text)) leaks.push(`${where}: a session cookie`);
    }
    expect(leaks).toEqual([]);
  });

  test("no row of the database holds a password or a BVN in plain text", async () => {
    test.skip(!process.env.DATABASE_URL, "needs the run's database (npm test provides it)");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows: tables } = await client.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
      );
      const secrets = typedSecrets();
      const found: string[] = [];
      for (const { tablename } of tables) {
        const { rows } = await client.query(`SELECT row_to_json(x)::text AS row FROM "${tablename}" x`);
        for (const { row } of rows)
          for (const secret of secrets)
            if (row.includes(secret)) found.push(`${tablename}: "${secret.slice(0, 3)}..."`);
      }
      expect(tables.length).toBeGreaterThan(5);
      expect(found).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
