// What a new user tripped on, tried as they tried it: a reload in the middle of onboarding, /login while
// signed in, two transfers on one day, the daily limit on the amount step, and a phone's narrow screen.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { nubanFor } from "../src/lib/nuban";
import {
  DEMO,
  addMoneyByApi,
  GOOD_ADDRESS,
  chooseBank,
  expectToast,
  freshBvn,
  freshPhone,
  logIn,
  signUp,
  takeSelfie,
  verifyIdentity,
} from "./helpers";

const TIME = /\d{2}:\d{2}\s[AP]M$/;

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

test.describe("what a new user tripped on", () => {
  test("on a slow connection a page's controls wait for its code, and a bar says it is still loading", async ({
    browser,
  }) => {
    // A context of its own: the page fixture waits for the code after each navigation, and here it is held back.
    const context = await browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "commit" });
    const logIn = page.getByRole("button", { name: "Log In", exact: true });
    await expect(logIn).toBeVisible();
    // A tap now would be lost (or post the form natively and bring it back empty): the button does not take it
    // (polled: the stylesheet may still be on its way, and the code is held back, so nothing else can change it).
    await expect.poll(() => logIn.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe("none");
    const bar = () => page.evaluate(() => getComputedStyle(document.body, "::before").opacity);
    await expect.poll(bar).toBe("1");

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await logIn.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe("auto");
    expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe("none");
    await context.close();
  });

  test("/login while signed in goes to the dashboard, as /onboarding does", async ({ page }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("onboarding reloaded on step 2 or 3 resumes there, without the BVN check or selfie again", async ({ page }) => {
    test.slow();
    await verifyIdentity(page, { bvn: freshBvn() });
    const fullName = await page.getByLabel("Full Name").inputValue();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(fullName);
    await takeSelfie(page);

    // The selfie the server matched is not asked for again.
    await page.reload();
    await expect(page.getByRole("button", { name: "Verified" })).toBeVisible();
    await page.getByLabel("Residential Address").fill(GOOD_ADDRESS);
    await page.getByLabel("State").selectOption("Lagos");
    await page.getByRole("button", { name: "Complete Verification" }).click();
    await expect(page.getByRole("heading", { name: "Create Your Wallet" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Create Your Wallet" })).toBeVisible();
    await page.getByLabel("Email Address").fill(`e2e-${randomBytes(6).toString("hex")}@example.com`);
    await page.getByLabel("Create Password").fill("a strong password");
    await page.getByLabel("Confirm Password").fill("a strong password");
    await page.getByRole("button", { name: "Create My Wallet" }).click();
    await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create your transaction PIN" })).toBeVisible();
  });

  test("history rows show the time, so two transfers on one day look different", async ({ page }) => {
    test.slow();
    await signUp(page, { phone: freshPhone() });
    await addMoneyByApi(page, "1000");
    await addMoneyByApi(page, "2000");
    for (const path of ["/transactions", "/dashboard"]) {
      await page.goto(path);
      const times = page.getByTestId("transaction-time");
      await expect(times).toHaveCount(2);
      for (const time of await times.allTextContents()) expect(time).toMatch(TIME);
    }
  });

  test("the amount step refuses an amount above what the day leaves, before Continue", async ({ page }) => {
    test.slow();
    // Verified by phone, the face left for later: tier 1, ₦50,000 a day.
    await signUp(page, { phone: freshPhone(), selfie: false });
    await addMoneyByApi(page, "60000");
    let transfers = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/transfer")) transfers++;
    });
    await page.goto("/send-money");
    await page.getByLabel("Account Number").fill(nubanFor("GTBank", "305119876"));
    await chooseBank(page, "GTBank");
    await expect(page.getByTestId("recipient-name")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByLabel("Amount", { exact: true }).fill("50000.01");
    await page.getByRole("button", { name: "Continue" }).click();
    const message =
      "This transfer is above your daily limit. You can send up to ₦50,000.00 a day, and ₦50,000.00 is left today.";
    await expectToast(page, "Daily Limit Reached", message);
    await expect(page.getByRole("heading", { name: "How much?" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    expect(transfers).toBe(0);

    await page.getByLabel("Amount", { exact: true }).fill("50000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Complete Transfer" })).toBeVisible();
  });
});

test.describe("on a phone's screen", () => {
  test("onboarding's step 2 keeps its buttons inside the card", async ({ page }) => {
    await verifyIdentity(page, { bvn: freshBvn() });
    const button = page.getByRole("button", { name: "Complete Verification" });
    await expect(button).toBeVisible();
    const card = page.locator("form").filter({ has: button });
    const [inner, outer] = [(await button.boundingBox())!, (await card.boundingBox())!];
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    await expectNoHorizontalOverflow(page, "/onboarding step 2");
  });

  test("signed-in pages fit the screen: whole titles, times on one line, tabs in sight, footer above the tab bar", async ({
    page,
  }) => {
    test.slow();
    await logIn(page, DEMO.digits, DEMO.password);
    for (const path of [
      "/dashboard",
      "/transactions",
      "/send-money",
      "/add-money",
      "/settings",
      "/cards",
      "/profile",
      "/limits",
    ]) {
      await page.goto(path);
      await expectNoHorizontalOverflow(page, path);
    }

    // Every settings tab is on screen, none cut off.
    await page.goto("/settings");
    for (const tab of await page.getByRole("tab").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    // The footer can be scrolled clear of the tab bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator("footer").boundingBox())!;
    const tabs = (await page.getByRole("navigation", { name: "Tabs" }).boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(tabs.y + 1);

    // A transaction's page: its title whole, its date and time each on one line.
    await page.goto("/transactions");
    await page
      .getByRole("link", { name: /Sent to|Added via Card|Received from/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/transaction\//);
    await expectNoHorizontalOverflow(page, "/transaction/[id]");
    const title = page.getByTestId("page-title");
    await expect(title).toHaveText("Transaction Details");
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const time = page.locator("dd time span").nth(1);
    await expect(time).toHaveText(TIME);
    const lineHeight = await time.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await time.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});

test.describe("with the text made larger", () => {
  test("every signed-in screen keeps its buttons' words inside them at 130% and 150%", async ({ page }) => {
    test.slow();
    await logIn(page, DEMO.digits, DEMO.password);
    for (const [scale, language] of [
      ["130%", "en"],
      ["150%", "en"],
      // French's longer words at the largest size, then English again.
      ["150%", "fr"],
    ] as const) {
      await page.request.patch("/api/settings", {
        data: { language },
        headers: { Origin: new URL(page.url()).origin },
      });
      for (const path of [
        "/dashboard",
        "/send-money",
        "/add-money",
        "/transactions",
        "/settings",
        "/cards",
        "/profile",
        "/limits",
        "/support",
      ]) {
        await page.goto(path);
        // As a phone's text size setting does: the root font grows and everything in rem with it.
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), scale);
        const spilled = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("button, a[data-slot='button'], [role='tab']")]
            .filter((el) => el.offsetParent !== null)
            .filter((el) => {
              const box = el.getBoundingClientRect();
              return (
                [...el.querySelectorAll("svg, span")].some((child) => {
                  const inner = child.getBoundingClientRect();
                  return inner.width > 0 && (inner.left < box.left - 1 || inner.right > box.right + 1);
                }) || el.scrollWidth > el.clientWidth + 1
              );
            })
            .map((el) => el.textContent?.trim() || el.getAttribute("aria-label")),
        );
        expect(spilled, `${path} at ${scale} in ${language}: words or icons outside their button`).toEqual([]);
        await expectNoHorizontalOverflow(page, `${path} at ${scale} in ${language}`);
      }
    }
    await page.request.patch("/api/settings", {
      data: { language: "en" },
      headers: { Origin: new URL(page.url()).origin },
    });
  });
});
