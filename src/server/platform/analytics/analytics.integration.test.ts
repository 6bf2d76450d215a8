// Usage analytics through POST /api/analytics on real PostgreSQL: recorded only while the switch is on, with
// nothing but the event, the route pattern, the browser's random id and the time; listed in the export; swept
// after thirteen months.
import { POST as recordEvent } from "@/app/api/analytics/route";
import { PATCH as patchSettings } from "@/app/api/settings/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { Browser, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import type { TestDatabase } from "@/test/test-database";
import { newDeviceId } from "@/lib/analytics/events";
import { ANALYTICS_OFF } from "./analytics-events";
import { sweepAnalyticsEvents } from "./sweep-analytics-events";
import { english } from "@/test/english";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

let ip = 0;
const signedUp = async () =>
  (await onboard({ browser: new Browser({ "x-forwarded-for": `198.51.100.${++ip}` }) })).browser;
const deviceId = newDeviceId();
const post = (browser: Browser, body: object) => browser.call(recordEvent, { path: "/api/analytics", body });

async function eventsOf(browser: Browser) {
  const exported = await browser.call(exportData);
  expect(exported.status).toBe(200);
  return JSON.parse(typeof exported.body === "string" ? exported.body : JSON.stringify(exported.body)).usageAnalytics;
}

describe("usage analytics", () => {
  it("records a page view and a flow step while on, with no identifier but the device's random id", async () => {
    const browser = await signedUp();
    expect((await post(browser, { deviceId, name: "page_view", route: "/transaction/[id]" })).status).toBe(204);
    expect((await post(browser, { deviceId, name: "send-money:confirm", route: "/send-money" })).status).toBe(204);

    const rows = await t.db.$queryRaw<Record<string, unknown>[]>`
      SELECT * FROM analytics_events ORDER BY id DESC LIMIT 2`;
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([
      ["device_id", "id", "name", "occurred_at", "route", "user_id"],
      ["device_id", "id", "name", "occurred_at", "route", "user_id"],
    ]);
    expect(rows.map((row) => [row.name, row.route, row.device_id])).toEqual([
      ["send-money:confirm", "/send-money", deviceId],
      ["page_view", "/transaction/[id]", deviceId],
    ]);
  });

  it("refuses a real path, an event off the list or an extra field: nothing identifying is stored", async () => {
    const browser = await signedUp();
    const before = await t.db.analyticsEvent.count();
    for (const body of [
      { deviceId, name: "page_view", route: "/transaction/42" },
      { deviceId, name: "send-money:amount=5000", route: "/send-money" },
      { deviceId, name: "page_view", route: "/dashboard", phoneNumber: "+2348031234567" },
    ]) {
      expect((await post(browser, body)).status).toBe(400);
    }
    expect(await t.db.analyticsEvent.count()).toBe(before);
  });

  it("stores nothing when the switch is off, even when the browser posts anyway", async () => {
    const browser = await signedUp();
    expect((await browser.call(patchSettings, { method: "PATCH", body: { usageAnalytics: false } })).status).toBe(200);
    const before = await t.db.analyticsEvent.count();
    const answer = await post(browser, { deviceId, name: "page_view", route: "/dashboard" });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(english(ANALYTICS_OFF));
    expect(await t.db.analyticsEvent.count()).toBe(before);
    expect(await eventsOf(browser)).toEqual([]);
  });

  it("records nothing for a signed-out visitor", async () => {
    const before = await t.db.analyticsEvent.count();
    expect((await post(new Browser(), { deviceId, name: "page_view", route: "/dashboard" })).status).toBe(401);
    expect(await t.db.analyticsEvent.count()).toBe(before);
  });

  it("lists what was recorded in the personal-data export, and only the account's own", async () => {
    const browser = await signedUp();
    const other = await signedUp();
    await post(browser, { deviceId, name: "page_view", route: "/dashboard" });
    await post(browser, { deviceId, name: "add-money:success", route: "/add-money" });
    await post(other, { deviceId: newDeviceId(), name: "page_view", route: "/settings" });
    const events = await eventsOf(browser);
    expect(events).toEqual([
      { name: "page_view", route: "/dashboard", deviceId, occurredAt: expect.any(String) },
      { name: "add-money:success", route: "/add-money", deviceId, occurredAt: expect.any(String) },
    ]);
  });

  it("sweeps events older than thirteen months and keeps the rest", async () => {
    const browser = await signedUp();
    await post(browser, { deviceId, name: "page_view", route: "/cards" });
    await post(browser, { deviceId, name: "page_view", route: "/profile" });
    await t.db.$executeRaw`
      UPDATE analytics_events SET occurred_at = now() - interval '13 months 1 day' WHERE route = '/cards'`;
    await sweepAnalyticsEvents(t.db, { deadline: Date.now() + 10_000 });
    expect(await t.db.analyticsEvent.count({ where: { route: "/cards" } })).toBe(0);
    expect(await t.db.analyticsEvent.count({ where: { route: "/profile" } })).toBeGreaterThan(0);
  });
});
