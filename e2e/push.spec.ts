import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn, signUp } from "./helpers";
import { shoot } from "./shots";

// The installable app (manifest, icons, service worker, offline page) and the push switches' subscription
// flow in Chromium. What the server sends to a push service is covered by push-alerts.integration.test.ts,
// against a local push service.

/** Waits until Veil's service worker controls the page: the first load installs it, a reload puts it in charge. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("the installable app", () => {
  test("the manifest names Veil, starts on the dashboard and lists icons that exist @desktop-only", async ({
    page,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: "Veil",
      short_name: "Veil",
      start_url: "/dashboard",
      display: "standalone",
    });
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    for (const src of [...manifest.icons.map((icon: { src: string }) => icon.src), apple]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()["content-type"], src).toMatch(/^image\//);
    }
  });

  test("offline, a page shows the offline page, and the worker keeps nothing signed-in", async ({ page }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await underServiceWorker(page);
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "Transaction History" })).toBeVisible();

    await page.context().setOffline(true);
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await shoot(page, "offline");

    const cached = await page.evaluate(async () => {
      const cache = await caches.open("veil-static-v1");
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain("/offline");
    const allowed = ["/offline", "/icon.svg", "/icons/icon-192.png", "/icons/badge-96.png"];
    expect(cached.filter((path) => !allowed.includes(path) && !path.startsWith("/_next/static/"))).toEqual([]);
    await page.context().setOffline(false);
  });
});

test.describe("push alerts on this device", () => {
  test("with notifications blocked, turning App notifications on says so and saves nothing", async ({ page }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/settings?tab=notifications");
    const app = page.getByRole("switch", { name: "App notifications" });
    await expect(app).not.toBeChecked();
    await app.click();
    await expect(page.getByRole("alert").filter({ hasText: "Notifications are blocked for Veil" })).toBeVisible();
    await expect(app).not.toBeChecked();
  });

  test("turning Transaction alerts on asks this browser to subscribe, and says so when it cannot @desktop-only", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["notifications"]);
    await signUp(page, { selfie: false });
    await page.goto("/settings?tab=notifications");
    const alerts = page.getByRole("switch", { name: "Transaction alerts" });
    await expect(alerts).not.toBeChecked();
    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith("/api/push/subscriptions") && response.request().method() === "POST",
    );
    await alerts.click();
    // Headless Chromium has no connection to Google's push service, so its subscribe() fails here; a browser
    // that has one goes on to the server. Either way the screen tells the truth.
    const outcome = await Promise.race([
      subscribed.then((response) => (response.ok() ? "subscribed" : `refused ${response.status()}`)),
      page
        .getByRole("alert")
        .filter({ hasText: "We couldn't turn on notifications on this device" })
        .waitFor()
        .then(() => "browser could not subscribe"),
    ]);
    test.info().annotations.push({ type: "push subscribe in this Chromium", description: outcome });
    await shoot(page, `notifications-${outcome.replace(/ /g, "-")}`);
    expect(["subscribed", "browser could not subscribe"]).toContain(outcome);
    if (outcome === "subscribed") await expect(alerts).toBeChecked();
    else await expect(alerts).not.toBeChecked();
  });

  test("with the browser's push service standing in, the switches subscribe and unsubscribe this device @desktop-only", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["notifications"]);
    // The browser's side of push, as Chromium with a push service gives it: a subscription for Veil's key, at an
    // FCM endpoint (the only kind a production server accepts), with well-formed keys.
    await page.addInitScript(() => {
      let current: unknown = null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer).slice().buffer;
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
        current = {
          endpoint,
          options: { applicationServerKey: key, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    });
    await signUp(page, { selfie: false });
    await page.goto("/settings?tab=notifications");
    const alerts = page.getByRole("switch", { name: "Transaction alerts" });
    const app = page.getByRole("switch", { name: "App notifications" });
    const call = (method: string) =>
      page.waitForResponse(
        (response) => response.url().endsWith("/api/push/subscriptions") && response.request().method() === method,
      );

    const posted = call("POST");
    await alerts.click();
    expect((await posted).status()).toBe(200);
    await expect(alerts).toBeChecked();
    // App notifications is on for the account (its default), and this device now receives them too.
    await expect(app).toBeChecked();
    await shoot(page, "notifications-subscribed");

    await app.click();
    await expect(app).not.toBeChecked();
    const deleted = call("DELETE");
    await alerts.click();
    expect(await (await deleted).json()).toEqual({ data: { removed: true } });
    await expect(alerts).not.toBeChecked();
  });
});
