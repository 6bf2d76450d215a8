import "server-only";
import { randomUUID } from "node:crypto";
import type { Database, Tx } from "@/server/platform/database/prisma-client";
import { ApiError } from "@/server/platform/http/api-error";
import { KEY_HELD, SQL_REFUSALS, sqlState } from "@/server/platform/database/db-errors";
import { requestHash } from "./request-hash";
import { phrase } from "@/i18n/phrase";

// Stripe-style idempotency for the requests that move money. The first request with a key claims it; a
// retry with the same body gets the answer for what the first recorded, as it stands now (or the first
// refusal, where nothing was recorded); another body answers 422; a request while the first
// is still running answers 409, unless the first claimed inside the statement that moves the money, which
// a duplicate's claim waits for on the key's row, and is then answered as a retry. The key is linked to the money movement inside the same database
// transaction, so a request that dies after moving money is answered from what it recorded, never re-run.
// The claim and the stored answer are SQL functions (idempotency_claim, idempotency_store) so that a
// statement that moves money can claim and store in its own round trip; this is the only module in
// TypeScript that reads or writes the keys.

/** A request that has held its key this long without finishing has died: its key can be taken over. */
export const STALE_AFTER_MS = 60_000;
/** Keys are kept at least 24 hours. */
export const KEEP_FOR_HOURS = 24;

/** A request's answer. `stored`: the work's last statement stored it under the key already (idempotency_store). */
export type Answer = { status: number; body: Record<string, unknown>; stored?: boolean };

/** A key, with the id it has or will have: the arguments of idempotency_claim. */
export type Key = { id: string; userId: string; key: string; path: string; hash: string; keepHours: number };

/** What a request is keyed by: keys are scoped per user, and a key's answer belongs to one path and body. */
export type IdempotentRequest = { userId: string; key: string; path: string; body: unknown };

/**
 * Handed to the work. A statement that moves money either calls idempotency_claim with `key` itself (one round
 * trip: it claims the key or links the one the request holds), or calls `link` in its database transaction.
 * `key` is null when there is no key (the seed).
 */
export type Claim = { key: Key | null; link(tx: Tx, transactionId: number): Promise<void> };

/** For work that runs once by construction (the seed, the bench's setup): there is no key to link. */
export const NO_KEY: Claim = { key: null, link: async () => {} };

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

export function idempotencyKeyFrom(request: Request): string {
  const key = request.headers.get("idempotency-key");
  if (!key || !KEY_PATTERN.test(key)) {
    // Screens always send one; this reaches only a hand-made request, still in words a person can act on.
    throw new ApiError("bad_request", phrase("serverErrors.paymentNotDistinguished"));
  }
  return key;
}

export const DIFFERENT_REQUEST = phrase("serverErrors.paymentDifferentDetails");

type Row = {
  id: string;
  request_path: string;
  request_hash: string;
  status: "IN_PROGRESS" | "COMPLETED";
  response_status: number | null;
  response_body: Record<string, unknown> | null;
  transaction_id: number | null;
  stale: boolean;
};

type Work = {
  run(claim: Claim): Promise<Answer>;
  /** The answer for a transaction a request recorded, as it stands now: for a dead request and for a retry. */
  recover(transactionId: number): Promise<Answer>;
  /**
   * The work claims the key in the statement that records it (send_money): it runs first with an unclaimed
   * key, and only when someone holds the key does the usual path below decide. Work that acts on the outside
   * world before it records anything (a card charge) must leave this unset, so it runs only under a held key.
   */
  claimsInItsStatement?: boolean;
};

export async function idempotent(db: Database, request: IdempotentRequest, work: Work): Promise<Answer> {
  const hash = requestHash(request.path, request.body);
  const keyWith = (id: string): Key => ({ ...request, id, hash, keepHours: KEEP_FOR_HOURS });
  if (work.claimsInItsStatement) {
    const key = keyWith(randomUUID());
    try {
      return await finish(db, key.id, await work.run(claimOf(key)));
    } catch (error) {
      if (sqlState(error) !== KEY_HELD) throw error;
    }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const key = keyWith(randomUUID());
    if (await claim(db, key)) return runClaimed(db, key, work);

    const {
      rows: [row],
    } = await db.sql.query<Row>(
      `SELECT "id", "request_path", "request_hash", "status", "response_status", "response_body", "transaction_id",
              "locked_at" < now() - make_interval(secs => $3) AS "stale"
         FROM "idempotency_keys" WHERE "user_id" = $1::uuid AND "key" = $2`,
      [request.userId, request.key, STALE_AFTER_MS / 1000],
    );
    if (!row) continue; // released by a request that failed between our claim and this read: claim again
    if (row.request_path !== request.path || row.request_hash !== hash) {
      throw new ApiError("unprocessable", DIFFERENT_REQUEST);
    }
    if (row.status === "COMPLETED" && row.response_status !== null) {
      // What was moved may have settled since its answer was stored (a webhook, the reconciler, a refund):
      // a retry is told how it stands now. A refusal that recorded nothing keeps its stored answer.
      if (row.transaction_id !== null) return work.recover(row.transaction_id);
      return { status: row.response_status, body: row.response_body ?? {} };
    }
    if (!row.stale || !(await takeOver(db, row.id))) throw SQL_REFUSALS[KEY_HELD]!({});
    if (row.transaction_id !== null) return finish(db, row.id, await work.recover(row.transaction_id));
    return runClaimed(db, keyWith(row.id), work);
  }
  throw SQL_REFUSALS[KEY_HELD]!({});
}

/**
 * Whether a request already took this key (claimed or answered): a retry, which work that checks something
 * before its statement (a Veil send's early refusals) must leave to the statement and the key's answer.
 */
export async function keyTaken(db: Database, key: Pick<Key, "userId" | "key">): Promise<boolean> {
  const { rowCount } = await db.sql.query(
    `SELECT 1 FROM "idempotency_keys" WHERE "user_id" = $1::uuid AND "key" = $2`,
    [key.userId, key.key],
  );
  return (rowCount ?? 0) > 0;
}

function claimOf(key: Key): Claim {
  return {
    key,
    async link(tx, transactionId) {
      await tx.$executeRaw`SELECT "idempotency_claim"(${key.id}::uuid, ${key.userId}::uuid, ${key.key}, ${key.path},
        ${key.hash}, ${key.keepHours}::int, ${transactionId}::int)`;
    },
  };
}

/** Claims the key with nothing linked yet; false when another request holds it. */
async function claim(db: Database, key: Key): Promise<boolean> {
  try {
    await db.sql.query(`SELECT "idempotency_claim"($1::uuid, $2::uuid, $3, $4, $5, $6::int, NULL)`, [
      key.id,
      key.userId,
      key.key,
      key.path,
      key.hash,
      key.keepHours,
    ]);
    return true;
  } catch (error) {
    if (sqlState(error) === KEY_HELD) return false;
    throw error;
  }
}

async function takeOver(db: Database, id: string): Promise<boolean> {
  const taken = await db.sql.query(
    `UPDATE "idempotency_keys" SET "locked_at" = now()
      WHERE "id" = $1::uuid AND "status" = 'IN_PROGRESS' AND "locked_at" < now() - make_interval(secs => $2)`,
    [id, STALE_AFTER_MS / 1000],
  );
  return taken.rowCount === 1;
}

async function runClaimed(db: Database, key: Key, work: Work): Promise<Answer> {
  try {
    return await finish(db, key.id, await work.run(claimOf(key)));
  } catch (error) {
    // Nothing was recorded: free the key, so that a retry runs again (nothing moved, so nothing repeats).
    const released = await db.sql.query(
      `DELETE FROM "idempotency_keys" WHERE "id" = $1::uuid AND "transaction_id" IS NULL`,
      [key.id],
    );
    if (released.rowCount === 1 || !(error instanceof ApiError)) throw error;
    // A refusal after something was recorded (a declined card) is the answer every retry gets.
    return finish(db, key.id, { status: error.status, body: { message: error.said } });
  }
}

/** Stores the answer under the key, unless the work's own statement did. */
async function finish(db: Database, keyId: string, answer: Answer): Promise<Answer> {
  if (!answer.stored) {
    await db.sql.query(`SELECT "idempotency_store"($1::uuid, $2, $3::jsonb)`, [
      keyId,
      answer.status,
      JSON.stringify(answer.body),
    ]);
  }
  return { status: answer.status, body: answer.body };
}

/**
 * Stores the answer under whatever key is linked to this transaction: for work settled later than its request
 * (a top-up finished by its reconciler), so that a retry with the same key gets the settled outcome.
 */
export async function storeAnswerFor(tx: Tx, transactionId: number, answer: Answer): Promise<void> {
  await tx.$executeRaw`
    SELECT "idempotency_store"("id", ${answer.status}::int, ${JSON.stringify(answer.body)}::jsonb)
      FROM "idempotency_keys" WHERE "transaction_id" = ${transactionId}::int`;
}

/**
 * Deletes up to `limit` keys past their expiry, the longest expired first (the sweep job): an expired key
 * answers no retry any more (idempotency_claim takes it over), so keeping it keeps a request's answer for nothing.
 */
export async function deleteExpiredKeys(db: Database, limit: number): Promise<number> {
  const deleted = await db.sql.query(
    `DELETE FROM "idempotency_keys" WHERE "id" IN
       (SELECT "id" FROM "idempotency_keys" WHERE "expires_at" < now() ORDER BY "expires_at" LIMIT $1)`,
    [limit],
  );
  return deleted.rowCount ?? 0;
}
