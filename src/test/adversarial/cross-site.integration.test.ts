// Cross-site request forgery: every state-changing route, called with a valid session (or onboarding)
// cookie from another site's page, answers 403 and writes nothing; from Veil's own pages it works. And
// no GET changes anything, so a link or an <img> cannot either.
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as settingsRoute } from "@/app/api/settings/route";
import { GET as detailRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { GET as balanceRoute } from "@/app/api/wallet/balance/route";
import { CROSS_SITE_REFUSED } from "@/server/platform/http/same-origin";
import { useAppDatabase } from "@/test/api-harness";
import { account, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { STATE_CHANGING } from "./endpoints";
import { callerFor, fingerprint, fundedUser } from "./world";
import { english } from "@/test/english";

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ t, close } = await useAppDatabase()));
afterAll(() => close());

/** What a browser sends when another site's page posts to Veil, or what a non-browser replay looks like. */
const FORGED: Record<string, Record<string, string | null>> = {
  "another site's Origin and cross-site fetch metadata": {
    origin: "https://evil.example",
    "sec-fetch-site": "cross-site",
  },
  "another site's Origin alone": { origin: "https://evil.example", "sec-fetch-site": null },
  "a look-alike Origin": { origin: "http://localhost.evil.example", "sec-fetch-site": null },
  "an opaque Origin (a sandboxed frame)": { origin: "null", "sec-fetch-site": null },
  "cross-site fetch metadata alone": { origin: null, "sec-fetch-site": "cross-site" },
  "a sibling subdomain (same-site, not same-origin)": { origin: null, "sec-fetch-site": "same-site" },
  "no Origin and no fetch metadata": { origin: null, "sec-fetch-site": null },
};

/** Routes whose valid body succeeds outright for their caller. */
const SUCCEEDS = new Set([
  "POST /api/verify/bvn",
  "POST /api/verify/phone",
  "POST /api/transfer/recipient",
  "POST /api/transfer",
  "POST /api/add-money",
  "PATCH /api/settings",
  "PUT /api/account/email",
  "POST /api/auth/logout",
]);

describe.each(STATE_CHANGING.map((endpoint) => [endpoint.name, endpoint] as const))("%s", (_name, endpoint) => {
  it("refuses a request from another site with 403, writing nothing, and takes the same one from Veil", async () => {
    const browser = await callerFor(endpoint);
    const before = await fingerprint(t);
    for (const [attack, headers] of Object.entries(FORGED)) {
      const answer = await browser.call(endpoint.handler, {
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        body: endpoint.valid(),
        headers: { ...endpoint.headers?.(), ...headers },
      });
      expect({ attack, status: answer.status, message: answer.body.message }).toEqual({
        attack,
        status: 403,
        message: english(CROSS_SITE_REFUSED),
      });
    }
    expect(await fingerprint(t)).toEqual(before);

    const own = await browser.call(endpoint.handler, {
      method: endpoint.method,
      path: endpoint.path,
      params: endpoint.params,
      body: endpoint.valid(),
      headers: endpoint.headers?.(),
    });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
    if (SUCCEEDS.has(endpoint.name)) expect(own.status).toBe(200);
  });
});

describe("GET", () => {
  it("changes nothing on any route, even for a transfer still waiting on the bank", async () => {
    const browser = await fundedUser();
    const pending = await transfer(browser, "100", { to: account("888123000") });
    const id = String(pending.body.data.transaction.id);
    // Due for a check with the provider: a GET that still asked would now write.
    await t.sql.query("UPDATE payouts SET last_checked_at = NULL");
    const before = await fingerprint(t);
    const reads = [
      await browser.call(meRoute),
      await browser.call(settingsRoute),
      await browser.call(balanceRoute),
      await browser.call(listRoute, { path: "/api/transactions?type=sent" }),
      await browser.call(detailRoute, { params: { id } }),
      await browser.call(exportRoute),
      await browser.call(healthRoute),
    ];
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(reads[4]!.body.data.transaction.status).toBe("Pending");
    expect(await fingerprint(t)).toEqual(before);
  });
});
