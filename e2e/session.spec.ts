import { expect, test } from "./fixtures";
import { DEMO, PASSWORD, addMoneyByApi, enterPin, expectToast, freshPhone, logIn, signUp, sendAmount } from "./helpers";

const PROTECTED = [
  "/dashboard",
  "/send-money",
  "/add-money",
  "/transactions",
  "/transaction/1",
  "/profile",
  "/cards",
  "/settings",
];

test.describe("who may see what", () => {
  for (const path of PROTECTED) {
    test(`a signed-out visitor to ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
    });
  }

  test("no forged, expired or smuggled session opens a protected page", async ({ page, request }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    const real = (await page.context().cookies()).find((cookie) => cookie.name.includes("session-token"))!;
    const [header, payload, ...rest] = real.value.split(".");
    const attempts: Record<string, Record<string, string>> = {
      "no cookie": {},
      "a garbage cookie": { cookie: `${real.name}=garbage` },
      "a tampered token": { cookie: `${real.name}=${[header, `${payload!.slice(0, -4)}AAAA`, ...rest].join(".")}` },
      "a truncated token": { cookie: `${real.name}=${real.value.slice(0, -12)}` },
      // CVE-2025-29927: this header once made Next skip middleware entirely.
      "x-middleware-subrequest": { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
      "x-middleware-subrequest naming the file": {
        "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy",
      },
      "x-middleware-subrequest, old style": {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
    };
    for (const path of PROTECTED) {
      for (const [attempt, headers] of Object.entries(attempts)) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect({ path, attempt, status: response.status(), location: response.headers().location }).toEqual({
          path,
          attempt,
          status: 307,
          location: "/login",
        });
      }
    }
  });

  test("a signed-in visitor to /onboarding is sent to /dashboard", async ({ page }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the header and drawer show the signed-in user", { tag: "@both-sizes" }, async ({ page, isMobile }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await page.goto("/profile");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("mobile-drawer")).toContainText(DEMO.fullName);
    } else {
      await page.getByRole("button", { name: `Account menu for ${DEMO.fullName}` }).click();
      await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    }
  });
});

test.describe("login", () => {
  test("a wrong password gets the server's message, and the right one the dashboard", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Phone number, after +234").fill("8099999998");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Login failed", "Incorrect phone number or password");
    await logIn(page, DEMO.digits, DEMO.password);
    await expectToast(page, "Login successful", `Welcome back, ${DEMO.fullName}`);
    await expect(page.getByTestId("balance")).toHaveText("₦250,000.00");
  });

  // A user of its own: logging out ends every session of that user, and other tests share the demo account.
  test("a session cookie copied before logout no longer opens the dashboard", async ({ page, browser }) => {
    test.slow(); // a sign-up (bcrypt at cost 12) and four page loads on a shared machine
    await signUp(page);
    const saved = await page.context().cookies();
    const session = saved.find((cookie) => cookie.name.includes("session-token"))!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(session.secure).toBe(true);
    expect(session.name.startsWith("__Secure-")).toBe(true);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    const thief = await browser.newContext();
    await thief.addCookies(saved);
    const stolen = await thief.newPage();
    await stolen.goto("/dashboard");
    await expect(stolen).toHaveURL(/\/login(\?signedOut=1)?$/);
    const me = await stolen.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
    await thief.close();
  });
});

test.describe("devices", () => {
  // Its own user: signing devices out must not reach the demo account other tests share.
  test("one device signs another out, which lands on /login; the list marks this device", async ({ page, browser }) => {
    test.slow(); // a sign-up and two logins: three bcrypt runs on a shared machine
    const phone = freshPhone();
    await signUp(page, { phone });
    const devices = () => page.getByTestId("session");

    await page.goto("/settings?tab=security");
    await expect(devices()).toHaveCount(1);
    const here = devices().filter({ hasText: "This device" });
    // The phone project is a Pixel 7 (Android), the desktop one Chrome on Windows.
    await expect(here).toContainText(/^Chrome on (Android|Windows)/);
    await expect(here).toContainText("Unknown");
    await expect(here).toContainText("Signed in");
    await expect(here).toContainText("Last active just now");
    await expect(here.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out all other devices" })).toHaveCount(0);

    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await logIn(other, phone, PASSWORD);

    await page.reload();
    await expect(devices()).toHaveCount(2);
    await expect(devices().first()).toContainText("This device");
    const elsewhere = devices().filter({ hasNotText: "This device" });
    await elsewhere.getByRole("button", { name: /^Sign out/ }).click();
    await expectToast(page, "Device signed out");
    await expect(devices()).toHaveCount(1);

    // Its next request is refused: a page goes to /login, the API answers 401.
    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/login\?signedOut=1$/);
    await expect(other.getByRole("status").filter({ hasText: "You were signed out" })).toBeVisible();
    expect((await other.request.get("/api/auth/me")).status()).toBe(401);
    // This device carries on.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await laptop.close();
  });

  test("Sign out all other devices asks first, then signs every other one out", async ({ page, browser }) => {
    test.slow();
    const phone = freshPhone();
    await signUp(page, { phone });
    const contexts = [await browser.newContext(), await browser.newContext()];
    const others = await Promise.all(contexts.map((context) => context.newPage()));
    for (const other of others) await logIn(other, phone, PASSWORD);

    await page.goto("/settings?tab=security");
    await expect(page.getByTestId("session")).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out all other devices?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("session")).toHaveCount(3);

    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    await dialog.getByRole("button", { name: "Sign Out Others" }).click();
    await expectToast(page, "Other devices signed out");
    await expect(page.getByTestId("session")).toHaveCount(1);
    for (const other of others) {
      await other.reload();
      await expect(other).toHaveURL(/\/login(\?signedOut=1)?$/);
    }
    await page.reload();
    await expect(page.getByTestId("session")).toHaveCount(1);
    for (const context of contexts) await context.close();
  });

  test("a device signed out while its Devices list is open goes to /login on its next action", async ({
    page,
    browser,
  }) => {
    test.slow();
    const phone = freshPhone();
    await signUp(page, { phone });
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await logIn(other, phone, PASSWORD);
    await other.goto("/settings?tab=security");
    await expect(other.getByTestId("session")).toHaveCount(2);

    await page.goto("/settings?tab=security");
    await page.getByTestId("session").filter({ hasNotText: "This device" }).getByRole("button").click();
    await expectToast(page, "Device signed out");

    // The signed-out device tries to sign this one out: refused, and it is sent to log in.
    await other.getByTestId("session").filter({ hasNotText: "This device" }).getByRole("button").click();
    await expect(other).toHaveURL(/\/login(\?signedOut=1)?$/);
    await expect(page.getByTestId("session")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("session")).toHaveCount(1);
    await laptop.close();
  });

  test("a device signed out while it sends money goes to /login at the PIN, and no money moved", async ({
    page,
    browser,
  }) => {
    test.slow();
    const phone = freshPhone();
    await signUp(page, { phone });
    await addMoneyByApi(page, "5000");
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await logIn(other, phone, PASSWORD);
    await sendAmount(other, "1000");

    await page.goto("/settings?tab=security");
    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out all other devices?" });
    await dialog.getByRole("button", { name: "Sign Out Others" }).click();
    await expectToast(page, "Other devices signed out");

    await other.getByRole("button", { name: "Complete Transfer" }).click();
    await enterPin(other);
    await expect(other).toHaveURL(/\/login\?signedOut=payment$/);
    await expect(other.getByText("You were signed out before this payment was made, so no money moved")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦5,000.00");
    await laptop.close();
  });
});
