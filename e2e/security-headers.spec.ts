import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";

// The security headers of pages and API answers, what the browser does with the page policy, and what a
// submit before hydration would put in the URL. Not about screen size: desktop project only.

const YEAR = 31_536_000;

function expectCommonHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  const hsts = headers["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(YEAR);
  expect(hsts, path).toContain("includeSubDomains");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"], path).toBeUndefined();
  const permissions = headers["permissions-policy"] ?? "";
  expect(permissions, path).toContain("microphone=()");
  expect(permissions, path).toContain("geolocation=()");
  // The camera is Veil's own on every page (the selfie screens are reached without a new document), nobody else's.
  expect(permissions, path).toContain("camera=(self)");
}

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );
}

/** The page policy: this request's nonce for scripts, nothing inline or eval'd, no frames, no plugins. */
function expectPagePolicy(response: APIResponse, path: string): string {
  const policy = directives(response.headers()["content-security-policy"] ?? "");
  const scripts = policy.get("script-src") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
  expect(nonce, path).toBeTruthy();
  expect(scripts, path).not.toContain("unsafe-inline");
  expect(scripts, path).not.toContain("unsafe-eval");
  expect(policy.get("frame-ancestors"), path).toBe("'none'");
  expect(policy.get("object-src"), path).toBe("'none'");
  expect(policy.get("base-uri"), path).toBe("'none'");
  return nonce!;
}

const PUBLIC_PAGES = ["/", "/features", "/how-it-works", "/faq", "/login", "/onboarding", "/no-such-page"];
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/send-money",
  "/add-money",
  "/transactions",
  "/profile",
  "/cards",
  "/settings",
  "/limits",
];

test.describe("security headers", { tag: "@desktop-only" }, () => {
  test("every public page carries them, with a new nonce each time that every script of the page bears", async ({
    request,
  }) => {
    for (const path of PUBLIC_PAGES) {
      const first = await request.get(path, { maxRedirects: 0 });
      const second = await request.get(path, { maxRedirects: 0 });
      expectCommonHeaders(first, path);
      const nonce = expectPagePolicy(first, path);
      expect(expectPagePolicy(second, path), path).not.toBe(nonce);
      const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  test("signed-in pages and the redirect of a signed-out visitor carry them too", async ({ page }) => {
    const redirect = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectCommonHeaders(redirect, "/dashboard");
    expectPagePolicy(redirect, "/dashboard");
    await logIn(page, DEMO.digits, DEMO.password);
    for (const path of SIGNED_IN_PAGES) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response, path);
      expectPagePolicy(response, path);
    }
  });

  test("API answers carry them, with a policy that loads nothing", async ({ request }) => {
    const answers: [string, APIResponse][] = [
      ["/api/health", await request.get("/api/health")],
      ["/api/auth/me", await request.get("/api/auth/me")],
      ["/api/auth/login", await request.post("/api/auth/login", { data: {} })],
    ];
    for (const [path, response] of answers) {
      expectCommonHeaders(response, path);
      const policy = directives(response.headers()["content-security-policy"] ?? "");
      expect(policy.get("default-src"), path).toBe("'none'");
      expect(policy.get("frame-ancestors"), path).toBe("'none'");
    }
  });

  test("the browser reports no policy violation on any screen, and the screens still work", async ({ page }) => {
    // Every public and signed-in page, each loaded and hydrated, on a shared two-core machine.
    test.slow();
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { violations?: string[] }).violations ??= [];
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content.Security.Policy/i.test(message.text()))
        violations.push(message.text());
    });
    const check = async () =>
      violations.push(
        ...((await page.evaluate(() => (window as unknown as { violations?: string[] }).violations)) ?? []),
      );
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "load" });
      await check();
    }
    // Hydrated under the policy: the login form validates on the client.
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await logIn(page, DEMO.digits, DEMO.password);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path, { waitUntil: "load" });
      await check();
    }
    expect(violations).toEqual([]);
  });

  test("a page cannot be framed by another site", async ({ page, baseURL }) => {
    await page.setContent(`<iframe src="${baseURL}/login"></iframe>`);
    await page.waitForTimeout(1_000);
    const framed = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(framed).toHaveLength(1);
    // Chrome replaces a refused frame with its own error page: Veil's login form never renders in it.
    await expect(framed[0]!.getByRole("button", { name: "Log In", exact: true })).toHaveCount(0);
  });
});

test.describe("before the page has hydrated", { tag: "@desktop-only" }, () => {
  test("submitting the login form with JavaScript off never puts the password in the URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Phone number, after +234").fill(DEMO.digits);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await page.waitForLoadState("load");
    expect(page.url()).not.toContain(DEMO.password);
    expect(page.url()).not.toContain("password=");
    await context.close();
  });
});
