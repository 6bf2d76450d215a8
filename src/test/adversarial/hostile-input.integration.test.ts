// Bad input, for every endpoint: each hostile value in each field, and each broken body, answers 400 (413
// when too large) with a message, and writes nothing.
import { GET as detailRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { POST as webhookRoute } from "@/app/api/webhooks/payouts/route";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { BODY_ENDPOINTS, acceptsBody, type BodyEndpoint } from "./endpoints";
import { hostileValuesFor, nested } from "./hostile-values";
import { callerFor, fingerprint, fundedUser } from "./world";

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

type Case = { what: string; body?: unknown; raw?: string; contentType?: string | null; status?: number };

/** One value replaced in a copy of the valid body; "a.b" reaches into a nested object. */
function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  return { ...body, [head]: withValue(body[head] as Record<string, unknown>, rest, value) };
}

function fieldPaths(body: Record<string, unknown>, prefix: string[] = []): { path: string[]; valid: unknown }[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = [...prefix, key];
    const here = { path, valid: value };
    return typeof value === "object" && value !== null
      ? [here, ...fieldPaths(value as Record<string, unknown>, path)]
      : [here];
  });
}

function cases(endpoint: BodyEndpoint): Case[] {
  const valid = endpoint.valid();
  const fields = fieldPaths(valid).flatMap(({ path, valid: value }) =>
    hostileValuesFor(path.at(-1)!, value).map((hostile) => ({
      what: `${path.join(".")} = ${JSON.stringify(hostile).slice(0, 40)}`,
      body: withValue(valid, path, hostile),
    })),
  );
  // Optional fields (a transfer's description, any one setting) may be left out: only required ones count.
  const missing = Object.keys(valid)
    .map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return { what: `${key} missing`, body: rest };
    })
    .filter(({ body }) => !acceptsBody(endpoint, body));
  return [
    ...fields,
    ...missing,
    { what: "an unknown key", body: { ...valid, isAdmin: true } },
    { what: "a __proto__ key", raw: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"isAdmin":true},') },
    { what: "a constructor key", body: { ...valid, constructor: { prototype: { isAdmin: true } } } },
    { what: "invalid JSON", raw: '{"amount": "100",' },
    { what: "a JSON array", body: [valid] },
    { what: "JSON null", raw: "null" },
    { what: "a JSON string", raw: '"hello"' },
    { what: "a JSON number", raw: "42" },
    { what: "a deeply nested array", raw: `${"[".repeat(7000)}${"]".repeat(7000)}` },
    { what: "a deeply nested object", body: nested(1500) },
    { what: "a form post", raw: "amount=100", contentType: "application/x-www-form-urlencoded" },
    { what: "plain text", raw: JSON.stringify(valid), contentType: "text/plain" },
    { what: "no content type", raw: JSON.stringify(valid), contentType: null },
    { what: "a body over 16 KB", body: { ...valid, padding: "x".repeat(17_000) }, status: 413 },
  ];
}

describe.each(BODY_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))("%s", (_name, endpoint) => {
  it("answers every hostile value and broken body with 400 (413 when too large) and a message, writing nothing", async () => {
    const browser = await callerFor(endpoint);
    const before = await fingerprint(t);
    const wrong: unknown[] = [];
    for (const hostile of cases(endpoint)) {
      const answer = await browser.call(endpoint.handler, {
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        ...(hostile.raw === undefined ? { body: hostile.body } : { raw: hostile.raw }),
        headers: {
          ...endpoint.headers?.(),
          ...(hostile.contentType === undefined ? {} : { "content-type": hostile.contentType }),
        },
      });
      const expected = hostile.status ?? 400;
      const message = answer.body?.message;
      if (answer.status !== expected || typeof message !== "string" || message.length < 5) {
        wrong.push({ case: hostile.what, status: answer.status, message });
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
  });
});

describe("GET /api/transactions", () => {
  it("answers hostile filters with 400 and a message", async () => {
    const browser = await fundedUser();
    const queries = [
      "type=SEND",
      "type=",
      "type=sent%00",
      "order=random",
      "order=newest&order=oldest&extra=1",
      "limit=0",
      "limit=101",
      "limit=1e2",
      "limit=-1",
      "limit=0x10",
      "limit=%D9%A1",
      `cursor=${"x".repeat(201)}`,
      "cursor=not-a-cursor",
      `cursor=${Buffer.from("2026-01-01T00:00:00.000Z|99999999999").toString("base64url")}`,
      `cursor=${Buffer.from("2026-01-01T00:00:00.000Z|2147483648").toString("base64url")}`,
      `cursor=${Buffer.from("+275760-09-13T00:00:00.000Z|1").toString("base64url")}`,
      `cursor=${Buffer.from("-271821-04-20T00:00:00.000Z|1").toString("base64url")}`,
      "userId=someone-else",
    ];
    const wrong = [];
    for (const query of queries) {
      const answer = await browser.call(listRoute, { path: `/api/transactions?${query}` });
      if (answer.status !== 400 || typeof answer.body.message !== "string")
        wrong.push({ query, status: answer.status, message: answer.body.message });
    }
    expect(wrong).toEqual([]);
  });
});

describe("GET /api/transactions/:id", () => {
  it("answers an id that is not one of ours with 404, whatever its shape", async () => {
    const browser = await fundedUser();
    for (const id of [
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x1",
      "abc",
      "99999999999999999999",
      "2147483648",
      "١",
      "",
      " 1",
      "1;--",
    ]) {
      const answer = await browser.call(detailRoute, { params: { id } });
      expect({ id, status: answer.status, message: answer.body.message }).toEqual({
        id,
        status: 404,
        message: "Transaction not found.",
      });
    }
  });
});

describe("POST /api/webhooks/payouts", () => {
  it("answers an unsigned or oversized body before reading it", async () => {
    const call = (raw: string, headers: Record<string, string> = {}) =>
      webhookRoute(new Request("http://localhost/api/webhooks/payouts", { method: "POST", body: raw, headers }), {
        params: Promise.resolve({}),
      });
    expect((await call("{}")).status).toBe(401);
    expect((await call("x".repeat(70_000), { "x-paystack-signature": "0".repeat(128) })).status).toBe(413);
  });
});
