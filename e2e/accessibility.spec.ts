import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { nubanFor } from "../src/lib/nuban";
import { expect, test } from "./fixtures";
import {
  CONSENT_LABEL,
  DEMO,
  PASSWORD,
  PIN,
  chooseBank,
  enterIdentityCode,
  addMoneyByCard,
  freshBvn,
  freshPhone,
  logIn,
  onboardInBrowser,
  signUp,
  recordPhone,
} from "./helpers";

// axe-core on every screen at phone size: signed out, signed in, and signed in with dark mode on (dark mode
// is a signed-in preference; signed out, the app is light whatever the system says). No serious or
// critical violation anywhere. Then forms: labels, announced errors, and the keyboard alone.

async function expectNoSeriousViolations(page: Page, screen: string) {
  await page.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1] ?? ""}`),
    }));
  expect(serious).toEqual([]);
}

// Each tour runs axe on about twenty screens, 2-5 s apiece when two browsers share two cores with the server.
const AXE_TOUR_TIMEOUT = 240_000;

const PUBLIC = ["/", "/features", "/how-it-works", "/faq", "/login", "/no-such-page"];

/** Every signed-in screen and each state of it a user reaches: tabs, steps, menus. */
async function checkSignedInScreens(page: Page, label: string) {
  for (const path of ["/dashboard", "/transactions", "/profile", "/cards", "/limits", "/beneficiaries", "/balance"]) {
    await page.goto(path);
    await expectNoSeriousViolations(page, `${label} ${path}`);
  }
  await page.goto("/transactions");
  await page.locator('main a[href^="/transaction/"]').first().click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
  await expectNoSeriousViolations(page, `${label} /transaction/[id]`);

  await page.goto("/add-money");
  await expectNoSeriousViolations(page, `${label} /add-money (card)`);
  await page.getByRole("button", { name: "Add Money", exact: true }).click(); // empty: each field shows its error
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoSeriousViolations(page, `${label} /add-money (errors)`);
  await page.getByRole("tab", { name: "Bank Transfer" }).click();
  await expectNoSeriousViolations(page, `${label} /add-money (bank transfer)`);

  await page.goto("/send-money");
  await expectNoSeriousViolations(page, `${label} /send-money (recipient)`);
  await page.getByLabel("Account Number").fill(nubanFor("GTBank", "305119876"));
  await page.getByLabel("Bank", { exact: true }).fill("op");
  await expectNoSeriousViolations(page, `${label} /send-money (bank list open)`);
  await chooseBank(page, "GTBank");
  await expect(page.getByTestId("recipient-name")).toBeVisible();
  // The payee name check at its most alarming: No match, and the red Send anyway.
  await page.getByLabel("Who are you paying? (optional)").fill("Musa Danjuma");
  await expect(page.getByTestId("payee-grade")).toHaveAttribute("data-grade", "none");
  await expectNoSeriousViolations(page, `${label} /send-money (payee no match)`);
  await page.getByLabel("Who are you paying? (optional)").fill("");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectNoSeriousViolations(page, `${label} /send-money (amount)`);
  await page.getByLabel("Amount", { exact: true }).fill("100");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Complete Transfer" })).toBeVisible();
  await expectNoSeriousViolations(page, `${label} /send-money (confirm)`);

  await page.goto("/settings");
  for (const tab of ["Account", "Security", "Notifications", "Privacy", "Preferences"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectNoSeriousViolations(page, `${label} /settings (${tab})`);
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByTestId("mobile-drawer")).toBeVisible();
  await expectNoSeriousViolations(page, `${label} menu drawer`);
}

test.describe("accessibility at phone size", () => {
  // Transitions end at once, as for a person who asks for less motion: colours are measured as they end up,
  // with no wait after each screen for an entrance to finish.
  test.use({ reducedMotion: "reduce" });

  test("signed out, in light mode and with the system in dark mode", async ({ page }) => {
    test.setTimeout(AXE_TOUR_TIMEOUT);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of PUBLIC) {
        await page.goto(path);
        await expectNoSeriousViolations(page, `${scheme} ${path}`);
      }
      // The onboarding's three steps, with their errors showing.
      await page.goto("/onboarding");
      await page.getByRole("button", { name: "Verify & Continue" }).click();
      await expectNoSeriousViolations(page, `${scheme} /onboarding step 1`);
      const bvn = freshBvn();
      await page.getByLabel("Bank Verification Number (BVN)").fill(bvn);
      await page.getByLabel(CONSENT_LABEL).check();
      const since = new Date(Date.now() - 2_000);
      await page.getByRole("button", { name: "Verify & Continue" }).click();
      await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
      await expectNoSeriousViolations(page, `${scheme} /onboarding step 1, the code`);
      await enterIdentityCode(page, recordPhone(bvn), since);
      await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
      await expectNoSeriousViolations(page, `${scheme} /onboarding step 2`);
      await page.getByRole("button", { name: "Take Selfie Verification" }).click();
      await expect(
        page.getByRole("dialog", { name: "Take a selfie" }).getByRole("button", { name: "Capture" }),
      ).toBeEnabled();
      await expectNoSeriousViolations(page, `${scheme} /onboarding step 2, the camera`);
      await page.getByRole("dialog", { name: "Take a selfie" }).getByRole("button", { name: "Capture" }).click();
      await page.getByRole("button", { name: "Use Photo" }).click();
      await expect(page.getByRole("button", { name: "Verified" })).toBeVisible();
      await page.getByLabel("State").selectOption("Lagos");
      await page.getByRole("button", { name: "Complete Verification" }).click();
      await expect(page.getByRole("heading", { name: "Create Your Wallet" })).toBeVisible();
      await page.getByRole("button", { name: "Create My Wallet" }).click();
      await expectNoSeriousViolations(page, `${scheme} /onboarding step 3`);
      await page.context().clearCookies();
    }
  });

  test("signed in, light mode", async ({ page }) => {
    test.setTimeout(AXE_TOUR_TIMEOUT);
    await logIn(page, DEMO.digits, DEMO.password);
    for (const path of PUBLIC) {
      await page.goto(path);
      await expectNoSeriousViolations(page, `signed in ${path}`);
    }
    await checkSignedInScreens(page, "light");
  });

  test("signed in, dark mode", async ({ page }) => {
    test.setTimeout(AXE_TOUR_TIMEOUT);
    await onboardInBrowser(page);
    await expectNoSeriousViolations(page, "dark onboarding success");
    const switched = await page.evaluate(async () => {
      const response = await fetch("/api/settings", {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ darkMode: true }),
      });
      return response.status;
    });
    expect(switched).toBe(200);
    await addMoneyByCard(page, "₦20,000");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousViolations(page, "dark top-up receipt");
    for (const path of PUBLIC) {
      await page.goto(path);
      await expectNoSeriousViolations(page, `dark ${path}`);
    }
    await checkSignedInScreens(page, "dark");
  });
});

test.describe("forms for keyboard and screen reader users", () => {
  test("every field has a label, and an error is announced and tied to its field", async ({ page }) => {
    for (const path of ["/login", "/onboarding"]) {
      await page.goto(path);
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("input, select, textarea")]
          .filter((field) => (field as HTMLInputElement).type !== "hidden")
          .filter((field) => !(field as HTMLInputElement).labels?.length && !field.getAttribute("aria-label"))
          .map((field) => field.outerHTML.slice(0, 80)),
      );
      expect(unlabelled, path).toEqual([]);
    }
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    const phone = page.getByLabel("Phone number, after +234");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    const described = await phone.getAttribute("aria-describedby");
    await expect(page.locator(`#${described}`)).toHaveAttribute("role", "alert");
    await expect(page.locator(`#${described}`)).toHaveText("Phone number must be at least 10 digits");
  });

  test("a person logs in, adds money and sends it with the keyboard alone", async ({ page }) => {
    test.slow();
    const phone = freshPhone();
    await signUp(page, { phone });
    await page.context().clearCookies();

    await page.goto("/login");
    await tabTo(page, page.getByLabel("Phone number, after +234"));
    await page.keyboard.type(phone);
    await tabTo(page, page.getByLabel("Password")); // past "Forgot Password?", which sits between the two
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/add-money");
    await focusByTab(page, "Amount");
    await page.keyboard.type("500");
    for (const [field, typed] of [
      ["Card Number", "4084084084084081"],
      ["Expiry Date", "1230"],
      ["CVV", "408"],
      ["Cardholder Name", "Ada Obi"],
    ] as const) {
      await focusByTab(page, field);
      await page.keyboard.type(typed);
    }
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Transaction PIN", { exact: true })).toBeFocused();
    await page.keyboard.type(PIN);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();

    await page.goto("/send-money");
    await focusByTab(page, "Account Number");
    await page.keyboard.type(nubanFor("GTBank", "305119876"));
    await focusByTab(page, "Bank");
    await page.keyboard.type("gt"); // the list narrows as it is typed, its first match active
    await page.keyboard.press("ArrowDown"); // arrows move through the matches
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter"); // chooses the active match, without submitting the form
    await expect(page.getByLabel("Bank", { exact: true })).toHaveValue("GTBank");
    await expect(page.getByTestId("recipient-name")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel("Amount", { exact: true }));
    await page.keyboard.type("50");
    await page.keyboard.press("Enter"); // submits the amount step
    await tabTo(page, page.getByRole("button", { name: "Complete Transfer" }));
    await page.keyboard.press("Enter");
    // The PIN dialog takes the focus: the PIN is typed and sent with the keyboard alone.
    await expect(page.getByLabel("Transaction PIN", { exact: true })).toBeFocused();
    await page.keyboard.type(PIN);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
  });
});

/** Presses Tab until the element has focus (at most 30 times), as someone without a mouse would. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const focusByTab = (page: Page, label: string) => tabTo(page, page.getByLabel(label, { exact: true }));
