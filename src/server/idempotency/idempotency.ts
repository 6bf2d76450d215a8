import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { requestHash } from "./request-hash";

// Stripe-style idempotency for the requests that move money. The first request with a key claims it; a
// retry with the same body gets the first answer back; another body answers 422; a request while the first
// is still running answers 409. The key is linked to the money movement inside the same database
// transaction, so a request that dies after moving money is answered from what it recorded, never re-run.

/** A request that has held its key this long without finishing has died: its key can be taken over. */
export const STALE_AFTER_MS = 60_000;
/** Keys are kept at least this long (the issue asks for 24 hours). */
export const KEEP_FOR_HOURS = 24;

export type Answer = { status: number; body: Record<string, unknown> };

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

export function idempotencyKeyFrom(request: Request): string {
  const key = request.headers.get("idempotency-key");
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ApiError(
      "bad_request",
      "Send an Idempotency-Key header: 8 to 255 letters, digits, dashes or underscores, new for each payment.",
    );
  }
  return key;
}

/**
 * Handed to the work: it links the key to the transaction inside the work's own database transaction, through
 * `link`, or by passing `id` to a statement that records the link itself (the transfer's send_money). The id
 * is null when there is no key (the seed).
 */
export type Claim = { id: string | null; link(tx: Tx, transactionId: number): Promise<void> };

/** For work that runs once by construction (the seed, the bench's setup): there is no key to link. */
export const NO_KEY: Claim = { id: null, link: async () => {} };

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

/** A key to claim, for work that claims it in its own first statement (see `claimAndRun` below). */
export type KeyToClaim = { userId: string; key: string; path: string; hash: string; keepHours: number };

/** What `claimAndRun` answers when someone else holds the key: nothing was written. */
export const KEY_TAKEN = Symbol("idempotency key taken");

/**
 * Whether someone holds this key now. For work that claims its key last: a refusal it met before reaching
 * the claim (a retry of a transfer that emptied the wallet) must give way to the first request's answer.
 */
export async function keyHeld(db: Database, key: KeyToClaim): Promise<boolean> {
  const { rowCount } = await db.sql.query(
    `SELECT 1 FROM "idempotency_keys" WHERE "user_id" = $1::uuid AND "key" = $2 AND "expires_at" >= now()`,
    [key.userId, key.key],
  );
  return rowCount === 1;
}

/** What `claimAndRun` answers once it has run: the key it claimed, its answer, and whether it stored it. */
export type ClaimedRun = { keyId: string; answer: Answer; stored: boolean };

export async function idempotent(
  db: Database,
  request: { userId: string; key: string; path: string; body: unknown },
  work: {
    run(claim: Claim): Promise<Answer>;
    /** The answer for a transaction a dead request recorded. */
    recover(transactionId: number): Promise<Answer>;
    /**
     * Optional, for the hot path: claims the key in the same statement that records the work, and may store
     * its answer in the statement that finishes it: one round trip and one commit each instead of three.
     * The claim follows the same rule as below. When someone holds the key, the usual path decides.
     */
    claimAndRun?(key: KeyToClaim): Promise<ClaimedRun | typeof KEY_TAKEN>;
  },
): Promise<Answer> {
  const hash = requestHash(request.path, request.body);
  if (work.claimAndRun) {
    const { userId, key, path } = request;
    const ran = await work.claimAndRun({ userId, key, path, hash, keepHours: KEEP_FOR_HOURS });
    if (ran !== KEY_TAKEN) return ran.stored ? ran.answer : complete(db, ran.keyId, ran.answer);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows: claimed } = await db.sql.query<{ id: string }>(
      `INSERT INTO "idempotency_keys"
         ("id", "user_id", "key", "request_path", "request_hash", "status", "locked_at", "expires_at")
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, 'IN_PROGRESS', now(), now() + make_interval(hours => $5))
       ON CONFLICT ("user_id", "key") DO UPDATE SET
         "request_path" = EXCLUDED."request_path", "request_hash" = EXCLUDED."request_hash",
         "status" = 'IN_PROGRESS', "response_status" = NULL, "response_body" = NULL, "transaction_id" = NULL,
         "created_at" = now(), "locked_at" = now(), "expires_at" = EXCLUDED."expires_at"
       WHERE "idempotency_keys"."expires_at" < now()
       RETURNING "id"`,
      [request.userId, request.key, request.path, hash, KEEP_FOR_HOURS],
    );
    if (claimed[0]) return runClaimed(db, claimed[0].id, work);

    const {
      rows: [row],
    } = await db.sql.query<Row>(
      `SELECT "id", "request_path", "request_hash", "status", "response_status", "response_body", "transaction_id",
              "locked_at" < now() - make_interval(secs => $3) AS "stale"
         FROM "idempotency_keys" WHERE "user_id" = $1::uuid AND "key" = $2`,
      [request.userId, request.key, STALE_AFTER_MS / 1000],
    );
    if (!row) continue; // released by a request that failed between our insert and this read: claim again
    if (row.request_path !== request.path || row.request_hash !== hash) {
      throw new ApiError(
        "unprocessable",
        "This Idempotency-Key was already used for a different request. Use a new key for a new payment.",
      );
    }
    if (row.status === "COMPLETED" && row.response_status !== null) {
      return { status: row.response_status, body: row.response_body ?? {} };
    }
    if (!row.stale || !(await takeOver(db, row.id))) {
      throw stillRunning();
    }
    if (row.transaction_id !== null) return complete(db, row.id, await work.recover(row.transaction_id));
    return runClaimed(db, row.id, work);
  }
  throw stillRunning();
}

function stillRunning(): ApiError {
  return new ApiError("conflict", "This payment is still being processed. Please wait a moment, then check.", {
    "Retry-After": "2",
  });
}

async function takeOver(db: Database, id: string): Promise<boolean> {
  const taken = await db.sql.query(
    `UPDATE "idempotency_keys" SET "locked_at" = now()
      WHERE "id" = $1::uuid AND "status" = 'IN_PROGRESS' AND "locked_at" < now() - make_interval(secs => $2)`,
    [id, STALE_AFTER_MS / 1000],
  );
  return taken.rowCount === 1;
}

async function runClaimed(db: Database, id: string, work: { run(claim: Claim): Promise<Answer> }): Promise<Answer> {
  const claim: Claim = {
    id,
    async link(tx, transactionId) {
      await tx.$executeRaw`UPDATE "idempotency_keys" SET "transaction_id" = ${transactionId} WHERE "id" = ${id}::uuid`;
    },
  };
  try {
    return await complete(db, id, await work.run(claim));
  } catch (error) {
    // Nothing was recorded: free the key, so that a retry runs again (nothing moved, so nothing repeats).
    const released = await db.sql.query(
      `DELETE FROM "idempotency_keys" WHERE "id" = $1::uuid AND "transaction_id" IS NULL`,
      [id],
    );
    if (released.rowCount === 1 || !(error instanceof ApiError)) throw error;
    // A refusal after something was recorded (a declined card) is the answer every retry gets.
    return complete(db, id, { status: error.status, body: { message: error.message } });
  }
}

async function complete(db: Database, id: string, answer: Answer): Promise<Answer> {
  await db.sql.query(
    `UPDATE "idempotency_keys"
        SET "status" = 'COMPLETED', "response_status" = $2, "response_body" = $3::jsonb, "locked_at" = NULL
      WHERE "id" = $1::uuid`,
    [id, answer.status, JSON.stringify(answer.body)],
  );
  return answer;
}
