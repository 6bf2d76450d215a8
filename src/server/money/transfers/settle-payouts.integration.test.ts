// The settle-payouts job against PostgreSQL and the sandbox bank: never-sent payouts go first, the work is
// bounded by its deadline, and two workers at once never settle one payout twice.
import { randomBytes } from "node:crypto";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import type { PayoutRequest } from "@/server/money/ports/payouts-provider";
import { settlePendingPayouts } from "@/server/money/transfers/payout-reconciler";
import { drainDueJobs } from "@/server/platform/jobs/drain";
import type { Job } from "@/server/platform/jobs/job";
import { nubanFor } from "@/lib/nuban";
import { POST as webhookRoute } from "@/app/api/webhooks/payouts/route";
import { SIGNATURE_HEADER, signWebhook } from "@/server/vendors/paystack/payouts/transfer-webhook";
import { useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";

let t: TestDatabase;
let close: () => Promise<void>;
let userId: string;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  await onboard();
  userId = (await t.sql.query(`SELECT id FROM users LIMIT 1`)).rows[0].id;
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  // Each test starts with no pending payout of an earlier one.
  await t.sql.query(`UPDATE payouts SET status = 'SUCCEEDED' WHERE status = 'PENDING'`);
});

/** The sandbox bank, recording every call in order; its pending transfers stay pending for an hour. */
function recordingBank() {
  const bank = new SandboxPayoutsProvider(t.db, { pendingForMs: 60 * 60 * 1000 });
  const calls: { op: "initiate" | "status"; reference: string }[] = [];
  const initiate = bank.initiate.bind(bank);
  const status = bank.status.bind(bank);
  bank.initiate = async (request: PayoutRequest) => {
    calls.push({ op: "initiate", reference: request.reference });
    return initiate(request);
  };
  bank.status = async (input) => {
    calls.push({ op: "status", reference: input.reference });
    return status(input);
  };
  return { bank, calls };
}

/**
 * Pending payouts written as send_money leaves them: `sent` ones carry the sandbox's reference for a transfer
 * still pending at the bank; the others never reached it. Returns their references, oldest first.
 */
async function pendingPayouts(
  count: number,
  options: { sent: boolean; ageMs: number; serial: string; bankSays?: "P" | "F" },
) {
  const prefix = `job${randomBytes(4).toString("hex")}`;
  const accountNumber = nubanFor("GTBank", options.serial);
  const { rows } = await t.sql.query(
    `WITH made AS (
       INSERT INTO transactions (user_id, transaction_type, amount, status, transaction_reference, transaction_date,
                                 updated_at)
       SELECT $1::uuid, 'SEND', 1.00, 'PENDING', $2 || lpad(g::text, 6, '0'),
              now() - make_interval(secs => $3 / 1000.0) + make_interval(secs => g / 1000.0), now()
         FROM generate_series(1, $4::int) g
       RETURNING id, transaction_reference, transaction_date)
     INSERT INTO payouts (id, transaction_id, reference, provider, provider_reference, amount, bank_code,
                          account_number, account_name, narration, submitted_at, created_at, updated_at)
     SELECT gen_random_uuid(), id, transaction_reference, 'sandbox',
            CASE WHEN $5 THEN $6 || transaction_reference END, 1.00, '058', $7, 'CHIDI EZE',
            'Veil ' || transaction_reference, CASE WHEN $5 THEN transaction_date END, transaction_date, now()
       FROM made
     RETURNING reference`,
    [
      userId,
      prefix,
      options.ageMs,
      count,
      options.sent,
      `SBX_TRF_${options.bankSays ?? "P"}${Date.now().toString(36)}_`,
      accountNumber,
    ],
  );
  return rows.map((row) => row.reference as string).sort();
}

async function statusOf(references: string[]): Promise<string[]> {
  const { rows } = await t.sql.query(`SELECT status FROM payouts WHERE reference = ANY($1) ORDER BY reference`, [
    references,
  ]);
  return rows.map((row) => row.status);
}

describe("the settle-payouts job", () => {
  it("sends the payouts that never reached the bank before asking about 3,000 ordinary pending ones", async () => {
    await pendingPayouts(3_000, { sent: true, ageMs: 10 * 60_000, serial: "888000001" });
    const neverSent = await pendingPayouts(5, { sent: false, ageMs: 60_000, serial: "012345678" });
    const { bank, calls } = recordingBank();
    // The bank answers in 50 ms, as a real one takes its time: eight are asked at once, never more.
    let inFlight = 0;
    let mostInFlight = 0;
    for (const op of ["initiate", "status"] as const) {
      const answer = (bank[op] as (input: never) => Promise<unknown>).bind(bank);
      (bank as any)[op] = async (input: never) => {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
        try {
          return await answer(input);
        } finally {
          inFlight -= 1;
        }
      };
    }

    await settlePendingPayouts(t.db, bank, { deadline: Date.now() + 1_500, concurrency: 8 });

    // The job's first eight calls to the bank hold the five sends: each was sent once, and the bank paid it.
    expect(
      calls
        .slice(0, 8)
        .filter((call) => call.op === "initiate")
        .map((call) => call.reference)
        .sort(),
    ).toEqual(neverSent);
    expect(calls.filter((call) => call.op === "initiate")).toHaveLength(5);
    expect(await statusOf(neverSent)).toEqual(Array(5).fill("SUCCEEDED"));
    expect(mostInFlight).toBe(8);
    expect(calls.length).toBeGreaterThan(8);
  });

  it("takes no new payout after its deadline, and the next run carries on with the ones it did not reach", async () => {
    await pendingPayouts(400, { sent: true, ageMs: 10 * 60_000, serial: "888000002" });
    const { bank, calls } = recordingBank();
    const slow = bank.status.bind(bank);
    bank.status = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return slow(input);
    };

    const started = Date.now();
    const first = await settlePendingPayouts(t.db, bank, { deadline: started + 500, concurrency: 4 });
    const took = Date.now() - started;
    expect(took).toBeLessThan(500 + 1_000);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(400);

    const asked = new Set(calls.map((call) => call.reference));
    calls.length = 0;
    await settlePendingPayouts(t.db, bank, { deadline: Date.now() + 500, concurrency: 4 });
    // The second run starts where the first stopped: none it asks about was asked a moment ago.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => asked.has(call.reference))).toEqual([]);
  });

  it("settles each payout once when two drains run at the same moment", async () => {
    // Declined by the bank: each is refunded by an entry of its own, which would show a second settlement.
    const declined = await pendingPayouts(30, { sent: false, ageMs: 60_000, serial: "999000001" });
    const { bank, calls } = recordingBank();
    const job: Job = {
      name: "settle-payouts",
      everyMs: 15_000,
      run: (db, context) => settlePendingPayouts(db, bank, context),
    };
    // Two drains of the job (one claims it, the other finds it held), and two bare runs that go around the
    // job's lease, as a screen's polling or a second server would: the payout's own claim still holds.
    const [a, b] = await Promise.all([
      drainDueJobs(t.db, [job], { budgetMs: 10_000 }),
      drainDueJobs(t.db, [job], { budgetMs: 10_000 }),
      settlePendingPayouts(t.db, bank, { deadline: Date.now() + 10_000 }),
      settlePendingPayouts(t.db, bank, { deadline: Date.now() + 10_000 }),
    ]);
    expect([a.jobs.length, b.jobs.length].sort()).toEqual([0, 1]);

    const sends = new Map<string, number>();
    for (const call of calls)
      if (call.op === "initiate") sends.set(call.reference, (sends.get(call.reference) ?? 0) + 1);
    expect([...sends.keys()].sort()).toEqual(declined);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect(await statusOf(declined)).toEqual(Array(30).fill("FAILED"));
    const { rows } = await t.sql.query(
      `SELECT t.transaction_reference AS reference, count(e.id)::int AS refunds
         FROM transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.kind = 'transfer-reversal'
        WHERE t.transaction_reference = ANY($1) GROUP BY 1`,
      [declined],
    );
    expect(rows.map((row) => row.refunds)).toEqual(Array(30).fill(1));
  });

  it("refunds each payout once when its webhook arrives twice while the job, after a restart, settles it too", async () => {
    const failed = await pendingPayouts(10, { sent: true, ageMs: 60_000, serial: "888000003", bankSays: "F" });
    const { bank } = recordingBank();
    const webhook = (reference: string) => {
      const raw = JSON.stringify({
        event: "transfer.failed",
        data: { reference, amount: 100, reason: "Account dormant" },
      });
      return webhookRoute(
        new Request("http://localhost/api/webhooks/payouts", {
          method: "POST",
          headers: { [SIGNATURE_HEADER]: signWebhook(raw, process.env.PAYOUTS_WEBHOOK_SECRET!) },
          body: raw,
        }),
        { params: Promise.resolve({}) },
      );
    };
    const answers = await Promise.all([
      settlePendingPayouts(t.db, bank, { deadline: Date.now() + 10_000 }),
      ...failed.flatMap((reference) => [webhook(reference), webhook(reference)]),
    ]);
    expect(answers.slice(1).map((answer) => (answer as Response).status)).toEqual(Array(20).fill(200));
    expect(await statusOf(failed)).toEqual(Array(10).fill("FAILED"));
    const { rows } = await t.sql.query(
      `SELECT count(e.id)::int AS refunds FROM transactions t
         LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.kind = 'transfer-reversal'
        WHERE t.transaction_reference = ANY($1) GROUP BY t.id`,
      [failed],
    );
    expect(rows.map((row) => row.refunds)).toEqual(Array(10).fill(1));
  });
});
