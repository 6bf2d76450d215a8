// The benchmark's people, made through the same services as the app's requests (run as a child process with
// --conditions=react-server, as the seed is): funded wallets for the transfer load, one user with 100
// transactions and one with 100,000 for history at scale, and a user to log in as. The 100,000 top-ups are
// written in bulk SQL, each a balanced ledger entry, so the ledger invariants hold over them too.
// Prints one JSON line: session cookies and ids.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { hashPassword } from "@/server/auth/password";
import { pinRecord } from "@/server/auth/pin/pin-mac";
import { encodeSession } from "@/server/platform/http/session-token";
import { addMoney } from "@/server/money/funding/add-money";
import { NO_KEY } from "@/server/platform/idempotency/idempotency";
import { bvnLookupHash } from "@/server/identity/identity-vault";
import { SYSTEM_ACCOUNTS } from "@/server/money/ledger/accounts";
import { drawWalletId, openWallet } from "@/server/money/ledger/open-wallet";
import { createPrismaClient, type Database } from "@/server/platform/database/prisma-client";
import { SandboxCardsProvider } from "@/server/vendors/sandbox/sandbox-cards-provider";
import { SANDBOX_CARDS } from "@/server/vendors/sandbox/sandbox-test-cards";
import { BENCH_PIN } from "./bench-pin";

export const BENCH_PASSWORD = "bench password 2026";

async function person(db: Database, index: number, passwordHash: string) {
  const phone = `+234809${String(index).padStart(7, "0")}`;
  return db.$transaction(async (tx) => {
    const walletId = await drawWalletId(tx);
    const user = await tx.user.create({
      data: {
        phoneNumber: phone,
        fullName: `Bench Person ${index}`,
        email: `bench${index}@example.com`,
        dateOfBirth: new Date("1990-01-01"),
        address: "1 Bench Road, Lagos",
        walletId,
        kycVerified: true,
        passwordHash,
        // Tier 3, whose limits leave room for the whole load (granted here, as the migration granted older
        // BVN accounts; a person earns it by proofs: src/server/identity/identity-tier.ts).
        bvnHash: bvnLookupHash(`2${String(index).padStart(10, "0")}`),
        kycTier: 3,
        kycTierReason: "Tier 3: a benchmark account, granted by scripts/bench/populate.ts.",
      },
      select: { id: true, sessionVersion: true },
    });
    const { ledgerAccountId } = await openWallet(tx, user.id, walletId);
    // As a PIN is stored by Create PIN: its keyed MAC under the server's key (the same environment's).
    await tx.transactionPin.create({ data: { userId: user.id, ...pinRecord(user.id, BENCH_PIN) } });
    await tx.kycVerification.create({
      data: { userId: user.id, verificationType: "BVN", status: "VERIFIED", verificationData: { source: "bench" } },
    });
    // A live session for the benchmark's requests: send_money refuses a session without its row.
    const session = await tx.userSession.create({
      data: {
        userId: user.id,
        sessionVersion: user.sessionVersion,
        device: "Benchmark",
        userAgent: "",
        ipAddress: "bench",
      },
      select: { id: true },
    });
    return { ...user, sessionId: session.id, phone, ledgerAccountId };
  });
}

async function fund(db: Database, userId: string, amount: string) {
  const card = { cardNumber: SANDBOX_CARDS.approved, expiryDate: "12/30", cvv: "408", cardholderName: "Bench Person" };
  const answer = await addMoney(
    { db, cards: new SandboxCardsProvider(db) },
    { id: userId },
    { amount, cardDetails: card },
    NO_KEY,
  );
  if (answer.status !== 200) throw new Error(`funding answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** `count` top-ups of 1.00 for one wallet, in SQL: a transaction row, an entry and two postings each. */
async function bulkHistory(url: string, userId: string, ledgerAccountId: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `CREATE TEMP TABLE bench_rows ON COMMIT DROP AS
         SELECT n, gen_random_uuid() AS entry_id, 'BENCH' || lpad(n::text, 9, '0') AS reference,
                now() - make_interval(mins => n) AS at
         FROM generate_series(1, $1::int) AS n`,
      [count],
    );
    await client.query(
      `WITH inserted AS (
         INSERT INTO transactions (user_id, transaction_type, amount, fee, description, status,
                                   transaction_reference, transaction_date, card_brand, card_last4, updated_at)
         SELECT $1::uuid, 'ADD_MONEY', 1.00, 0, 'Card top-up', 'COMPLETED', reference, at, 'Visa', '4081', at
         FROM bench_rows RETURNING id, transaction_reference)
       INSERT INTO ledger_entries (id, transaction_id, kind, created_at)
       SELECT r.entry_id, i.id, 'card-top-up', r.at
       FROM inserted i JOIN bench_rows r ON i.transaction_reference = r.reference`,
      [userId],
    );
    await client.query(
      `INSERT INTO postings (entry_id, account_id, direction, amount, created_at)
       SELECT entry_id, $1::uuid, 'DEBIT'::"PostingDirection", 1.00, at FROM bench_rows
       UNION ALL
       SELECT entry_id, $2::uuid, 'CREDIT'::"PostingDirection", 1.00, at FROM bench_rows`,
      [SYSTEM_ACCOUNTS.cardSettlement.id, ledgerAccountId],
    );
    await client.query(`UPDATE wallets SET balance = balance + $1::numeric WHERE user_id = $2::uuid`, [count, userId]);
    // Past top-ups had their email receipts sent long ago. Left pending, the trigger's 100,000 receipts kept the
    // server's jobs busy through the pages, the history and the first transfers that are measured next.
    await client.query(
      `UPDATE outbox_messages o SET status = 'sent', sent_at = r.at, attempts = 1
         FROM transactions t JOIN bench_rows r ON r.reference = t.transaction_reference
        WHERE o.transaction_id = t.id AND o.status = 'pending' AND t.user_id = $1::uuid`,
      [userId],
    );
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL!;
  const wallets = Number(process.env.BENCH_WALLETS ?? 1000);
  const db = createPrismaClient(url);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // The histories first and the 1,000 wallets last, so that their first transfers follow closely on their making
  // (scripts/bench.ts says why).
  const small = await person(db, 9_000_001, passwordHash);
  for (let n = 0; n < 100; n++) await fund(db, small.id, "100");
  const large = await person(db, 9_000_002, passwordHash);
  await bulkHistory(url, large.id, large.ledgerAccountId, 100_000);
  const cookies: string[] = [];
  for (let index = 0; index < wallets; index++) {
    const made = await person(db, index, passwordHash);
    await fund(db, made.id, "100000");
    cookies.push(await encodeSession(made));
  }
  // The wallets' top-ups, too, were told long ago: left pending, their receipts and alerts are what the server
  // would be sending while their first transfers are measured, right after this.
  await db.$executeRaw`UPDATE outbox_messages SET status = 'sent', sent_at = now(), attempts = 1
    WHERE status = 'pending'`;
  await db.$executeRaw`UPDATE push_messages SET status = 'sent', sent_at = now(), attempts = 1
    WHERE status = 'pending'`;
  await db.$disconnect();
  console.log(
    JSON.stringify({
      cookies,
      history100: await encodeSession(small),
      history100k: await encodeSession(large),
      loginPhone: small.phone,
      password: BENCH_PASSWORD,
      runId: randomUUID(),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
