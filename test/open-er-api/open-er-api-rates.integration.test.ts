// The ExchangeRate-API adapter against the local contract server, and through the refresh job into
// display_rates: every request keeps to the documented contract, and any failure stores nothing (pages go on
// showing the stored rate until it is stale).
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { openErApiRates, quoteFrom } from "@/server/vendors/open-er-api/open-er-api-rates";
import { refreshDisplayRates } from "@/server/money/display-rates/refresh-display-rates";
import { displayRateFor } from "@/server/money/display-rates/display-rate";
import { type FakeOpenErApi, startFakeOpenErApi } from "./contract-server";
import { FIXTURES, latestFixture } from "./fixtures";

let t: TestDatabase;
let close: () => Promise<void>;
let fake: FakeOpenErApi;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());
beforeEach(async () => {
  fake = await startFakeOpenErApi();
  await t.db.$executeRaw`DELETE FROM display_rates`;
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

const adapter = (timeoutMs = 5_000) => openErApiRates({ baseUrl: fake.url, timeoutMs });

describe("the ExchangeRate-API adapter", () => {
  it("asks each currency as the base and reads naira per unit and the day of the source's update", async () => {
    const quotes = await adapter().latest(["usd", "eur"]);
    expect(fake.calls.sort()).toEqual(["EUR", "USD"]);
    expect(quotes).toEqual([
      { currency: "usd", nairaPerUnit: "1532.1", date: "2026-11-20" },
      { currency: "eur", nairaPerUnit: "1665.4", date: "2026-11-20" },
    ]);
  });

  it("keeps the published decimal exactly, to six places", () => {
    const answer = latestFixture("USD", { NGN: 1532.123456789 });
    expect(quoteFrom("usd", answer).nairaPerUnit).toBe("1532.123457");
    expect(quoteFrom("usd", latestFixture("USD", { NGN: 0.1 })).nairaPerUnit).toBe("0.1");
  });

  it("refuses a timeout, a rate limit, a 500, an error result, the wrong base, no naira rate or garbage", async () => {
    const failures: [() => void, RegExp][] = [
      [() => fake.fault("hang"), /did not answer in time/],
      [() => fake.fault("rate_limited"), /rate limiting/],
      [() => fake.fault("server_error"), /answered 500/],
      [() => fake.fault("unsupported"), /other than rates/],
      [() => fake.fault("garbage"), /other than rates/],
      [() => (fake.answers.USD = FIXTURES.EUR), /answered for EUR/],
      [() => (fake.answers.USD = latestFixture("USD", { EUR: 0.92 })), /no naira rate/],
      [() => (fake.answers.USD = latestFixture("USD", { NGN: -1 })), /no naira rate/],
    ];
    for (const [arrange, message] of failures) {
      fake.answers = structuredClone(FIXTURES);
      arrange();
      await expect(adapter(300).latest(["usd"])).rejects.toThrow(message);
    }
  });
});

describe("refresh-display-rates through the real adapter", () => {
  it("stores the day's rates, and a refresh that fails stores nothing and leaves the old ones", async () => {
    expect(await refreshDisplayRates(t.db, adapter())).toEqual({ provider: "open-er-api", stored: 2 });
    const rows = await t.db.$queryRaw<{ currency: string; rate: string; day: string; source: string }[]>`
      SELECT currency::text, naira_per_unit::text AS rate, to_char(rate_date, 'YYYY-MM-DD') AS day, source
        FROM display_rates ORDER BY currency::text DESC`;
    expect(rows).toEqual([
      { currency: "usd", rate: "1532.100000", day: "2026-11-20", source: "open-er-api" },
      { currency: "eur", rate: "1665.400000", day: "2026-11-20", source: "open-er-api" },
    ]);

    fake.fault("server_error", 2);
    await expect(refreshDisplayRates(t.db, adapter())).rejects.toThrow();
    expect(await t.db.displayRate.count()).toBe(2);
    const onTheDay = new Date("2026-11-20T15:00:00Z");
    expect(await displayRateFor(t.db, "usd", onTheDay)).toEqual({
      currency: "usd",
      nairaPerUnit: "1532.1",
      date: "2026-11-20",
      source: "open-er-api",
    });
  });
});
