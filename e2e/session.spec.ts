import { expect, test } from "./fixtures";
import { DEMO, expectToast, logIn, onboardInBrowser } from "./helpers";

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
      await expect(page).toHaveURL(/\/login$/);
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

  test("the header and drawer show the signed-in user", async ({ page, isMobile }) => {
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
    await onboardInBrowser(page);
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
    await expect(stolen).toHaveURL(/\/login$/);
    const me = await stolen.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
    await thief.close();
  });
});
