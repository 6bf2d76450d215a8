import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn, onboardInBrowser } from "./helpers";

// The installable app (manifest, icons, service worker, offline page) and the push switches' subscription
// flow in Chromium. What the server sends to a push service is covered by push-alerts.integration.test.ts,
// against a local push service.

const SHOTS = "/tmp/shots-i19-push";

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

  test("offline, a page shows the offline page, and the worker keeps nothing signed-in", async ({ page }, info) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await underServiceWorker(page);
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "Transactions" }).first()).toBeVisible();

    await page.context().setOffline(true);
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/offline-${info.project.name}.png` });

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

  test("turning Transaction alerts on subscribes this device, and turning both off unsubscribes it @desktop-only", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["notifications"]);
    await onboardInBrowser(page, { selfie: false });
    await page.goto("/settings?tab=notifications");
    const alerts = page.getByRole("switch", { name: "Transaction alerts" });
    const app = page.getByRole("switch", { name: "App notifications" });
    await expect(alerts).not.toBeChecked();
    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith("/api/push/subscriptions") && response.request().method() === "POST",
    );
    await alerts.click();
    // Headless Chromium has no connection to Google's push service: when the browser's subscribe() fails the
    // screen says so; when it works, the server keeps the subscription. Both are checked for what they show.
    const outcome = await Promise.race([
      subscribed.then((response) => (response.ok() ? "subscribed" : `refused ${response.status()}`)),
      page
        .getByRole("alert")
        .filter({ hasText: "We couldn't turn on notifications on this device" })
        .waitFor()
        .then(() => "browser could not subscribe"),
    ]);
    test.info().annotations.push({ type: "push subscribe in this Chromium", description: outcome });
    await page.screenshot({ path: `${SHOTS}/notifications-${outcome.replace(/ /g, "-")}.png` });
    if (outcome !== "subscribed") {
      expect(outcome).toBe("browser could not subscribe");
      await expect(alerts).not.toBeChecked();
      return;
    }
    await expect(alerts).toBeChecked();
    await expect(app).toBeChecked();
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription().then(Boolean)),
      ),
    ).toBe(true);
    await app.click();
    await expect(app).not.toBeChecked();
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription().then(Boolean))),
      )
      .toBe(false);
  });
});
