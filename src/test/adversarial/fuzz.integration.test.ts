// Property tests: thousands of generated bodies per endpoint (valid bodies bent one field at a time, random
// JSON, random text). No answer is a 5xx, and the database changes only after a body the schema accepts.
import fc from "fast-check";
import { GET as listRoute } from "@/app/api/transactions/route";
import { POST as webhookRoute } from "@/app/api/webhooks/payouts/route";
import { SIGNATURE_HEADER, signWebhook } from "@/server/vendors/paystack/payouts/transfer-webhook";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { BODY_ENDPOINTS, acceptsBody, type BodyEndpoint } from "./endpoints";
import { callerFor, fingerprint, fundedUser } from "./world";

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

// A fixed seed: a run that fails fails again the same way, and its counterexample becomes a named test in
// counterexamples.integration.test.ts. Change the seed on purpose to explore further.
fc.configureGlobal({ seed: 20261123 });

/** The issue asks for at least 2,000 bodies per endpoint. */
const RUNS = 2_000;
const SLOW = 240_000;

const TRICKY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1e3",
  "0x10",
  "١٢٣",
  "１２３",
  "NaN",
  "Infinity",
  "null",
  "true",
  "\u0000",
  "<script>",
  "' OR 1=1 --",
  "%00",
  "\ud800",
];

/** Anything a field might be given instead of its value. */
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...TRICKY_STRINGS, null, true, false, 0, -0, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.stringMatching(/^-?[0-9]{0,13}(\.[0-9]{0,4})?$/),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A copy of the template with some fields kept, some replaced, some dropped and perhaps one added. */
function bent(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(template).map(([key, value]) => {
    const options: fc.Arbitrary<unknown>[] = [fc.constant(value), leaf, fc.constant(undefined)];
    if (typeof value === "object" && value !== null) options.push(bent(value as Record<string, unknown>));
    return [key, fc.oneof(...options)] as const;
  });
  const extra = fc.option(fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "userId", "balance"), leaf));
  return fc.tuple(fc.record(Object.fromEntries(fields)), extra).map(([body, added]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) if (value !== undefined) out[key] = value;
    if (added) Object.defineProperty(out, added[0], { value: added[1], enumerable: true });
    return out;
  });
}

/** A raw request body: JSON of a bent valid body, any JSON at all, or text that is not JSON. */
function bodies(endpoint: BodyEndpoint): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: bent(endpoint.valid()).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );
}

function acceptedBy(endpoint: BodyEndpoint, raw: string): boolean {
  try {
    const json: unknown = raw === "" ? {} : JSON.parse(raw);
    return typeof json === "object" && json !== null && !Array.isArray(json) && acceptsBody(endpoint, json);
  } catch {
    return false;
  }
}

/**
 * Runs the bodies and checks the database only between accepted ones: if it changed across a run of
 * refused bodies, one of them wrote. Checking every call would cost a fingerprint each; this costs a few.
 */
async function attack(endpoint: BodyEndpoint) {
  const browser = await callerFor(endpoint);
  let baseline = await fingerprint(t);
  let refusedSince: string[] = [];
  const statuses = new Map<number, number>();
  const settle = async () => {
    const now = await fingerprint(t);
    if (JSON.stringify(now) !== JSON.stringify(baseline)) {
      throw new Error(`A refused body wrote to the database; one of: ${JSON.stringify(refusedSince.slice(-20))}`);
    }
  };
  await fc.assert(
    fc.asyncProperty(bodies(endpoint), async (raw) => {
      const accepted = acceptedBy(endpoint, raw);
      if (accepted) await settle();
      const answer = await browser.call(endpoint.handler, {
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        raw,
        headers: endpoint.headers?.(),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) throw new Error(`${answer.status} for ${raw}: ${JSON.stringify(answer.body)}`);
      if (!accepted && (answer.status < 400 || typeof answer.body.message !== "string")) {
        throw new Error(`A body the schema refuses was answered ${answer.status}: ${raw}`);
      }
      if (accepted) {
        baseline = await fingerprint(t);
        refusedSince = [];
      } else refusedSince.push(raw);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  await settle();
  return statuses;
}

describe.each(BODY_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))("%s", (_name, endpoint) => {
  it(
    `answers ${RUNS} generated bodies without a 5xx, writing only for bodies its schema accepts`,
    async () => {
      const statuses = await attack(endpoint);
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(total).toBe(RUNS);
      expect(statuses.get(400)).toBeGreaterThan(RUNS / 2); // the generator mostly breaks the body
    },
    SLOW,
  );
});

describe("GET /api/transactions", () => {
  it(
    `answers ${RUNS} generated queries with 200 or 400, never a 5xx`,
    async () => {
      const browser = await fundedUser();
      const value = fc.oneof(
        fc.constantFrom("sent", "received", "added", "newest", "oldest", "20", "1", "100"),
        fc.string({ maxLength: 40 }),
        fc.base64String({ maxLength: 60 }),
        fc
          .date({ noInvalidDate: true })
          .map((date) => Buffer.from(`${date.toISOString()}|${date.getTime() % 1e11}`).toString("base64url")),
      );
      const query = fc.dictionary(fc.constantFrom("type", "order", "cursor", "limit", "other"), value, { maxKeys: 4 });
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const answer = await browser.call(listRoute, { path: `/api/transactions?${new URLSearchParams(params)}` });
          if (![200, 400].includes(answer.status)) throw new Error(`${answer.status} for ${JSON.stringify(params)}`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    SLOW,
  );
});

describe("POST /api/webhooks/payouts", () => {
  it(
    `answers ${RUNS} generated signed events without a 5xx, settling nothing it does not know`,
    async () => {
      const before = await fingerprint(t);
      const event = fc.record({
        event: fc.oneof(fc.constantFrom("transfer.success", "transfer.failed", "transfer.reversed"), fc.string()),
        data: fc.oneof(
          fc.record({ reference: leaf, amount: leaf, transfer_code: leaf, reason: leaf }, { requiredKeys: [] }),
          fc.jsonValue({ maxDepth: 3 }),
        ),
      });
      const raw = fc.oneof(
        event.map((body) => JSON.stringify(body)),
        fc.string({ maxLength: 60 }),
      );
      await fc.assert(
        fc.asyncProperty(raw, async (body) => {
          const request = new Request("http://localhost/api/webhooks/payouts", {
            method: "POST",
            body,
            headers: {
              "content-type": "application/json",
              [SIGNATURE_HEADER]: signWebhook(body, process.env.PAYOUTS_WEBHOOK_SECRET!),
            },
          });
          const answer = await webhookRoute(request, { params: Promise.resolve({}) });
          if (answer.status >= 500) throw new Error(`${answer.status} for ${body}`);
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          // A counterexample kept for every run: a reference holding a NUL must not reach PostgreSQL (a 500).
          examples: [
            [JSON.stringify({ event: "transfer.reversed", data: { reference: "\u0000", amount: 1852172522 } })],
          ],
        },
      );
      expect(await fingerprint(t)).toEqual(before);
    },
    SLOW,
  );
});
