// The stored rate a page shows equivalents at: the sandbox's fixed rates through the refresh job, the newest
// rate per currency, none for naira, and none once the newest is more than three days old.
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { sandboxRates, SANDBOX_RATES } from "@/server/vendors/sandbox/sandbox-rates-provider";
import { refreshDisplayRates } from "./refresh-display-rates";
import { displayRateFor } from "./display-rate";

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());
beforeEach(() => t.db.$executeRaw`DELETE FROM display_rates`);

const day = (date: string) => () => new Date(`${date}T09:30:00Z`);

describe("the stored display rate", () => {
  it("stores the sandbox's fixed rates, dated the day of the refresh, and shows the newest", async () => {
    await refreshDisplayRates(t.db, sandboxRates(day("2026-11-19")));
    await t.db.$executeRaw`UPDATE display_rates SET naira_per_unit = 1500 WHERE rate_date = '2026-11-19'`;
    await refreshDisplayRates(t.db, sandboxRates(day("2026-11-20")));
    await refreshDisplayRates(t.db, sandboxRates(day("2026-11-20"))); // twice a day: still one row per day
    expect(await t.db.displayRate.count()).toBe(4);
    const now = new Date("2026-11-20T12:00:00Z");
    expect(await displayRateFor(t.db, "usd", now)).toEqual({
      currency: "usd",
      nairaPerUnit: SANDBOX_RATES.usd,
      date: "2026-11-20",
      source: "sandbox",
    });
    expect((await displayRateFor(t.db, "eur", now))?.nairaPerUnit).toBe(SANDBOX_RATES.eur);
  });

  it("shows nothing for naira, without a rate, or when the newest rate is more than three days old", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(await displayRateFor(t.db, "usd", now)).toBeNull();
    await refreshDisplayRates(t.db, sandboxRates(day("2026-11-20")));
    expect(await displayRateFor(t.db, "ngn", now)).toBeNull();
    expect(await displayRateFor(t.db, "usd", now)).toBeNull();
    expect(await displayRateFor(t.db, "usd", new Date("2026-11-23T23:59:00Z"))).not.toBeNull();
  });
});
