import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";
import { startStallableServer, type StallableServer } from "./stalled-database";

// A production server of its own whose database stops answering (as PostgreSQL under SIGSTOP): every page
// says, in Veil's own words and within the database's timeouts, that Veil is briefly unavailable, never
// Next's error page or a 500; and once the database answers again, Try again brings the page back.
const PORT = Number(process.env.E2E_PORT || 3100) + 92;
const SENTENCE = "Your money is safe; please try again in a minute.";
// The database's timeouts give a statement up after 6 s; a page that waited for two of them in a row is late.
const WITHIN_MS = 10_000;

// Not about screen size: runs once, in the desktop project.
test.describe("pages while the database stalls", { tag: "@desktop-only" }, () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  let server: StallableServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startStallableServer(process.env.DATABASE_URL!, PORT);
  });
  test.afterAll(async () => server?.stop());

  async function expectNotice(page: import("@playwright/test").Page, path: string) {
    const started = Date.now();
    const answer = await page.goto(path);
    expect(Date.now() - started, `${path} answered after`).toBeLessThan(WITHIN_MS);
    // Next gives a server-rendered page no way to answer 503: the notice comes with the page's own 200.
    expect(answer?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { name: "Veil is briefly unavailable" })).toBeVisible();
    await expect(page.getByText(SENTENCE)).toBeVisible();
    await expect(page.getByText(/Application error|Internal Server Error/)).toHaveCount(0);
  }

  test("a stall while a page loads shows Veil's notice quickly, and Try again works once it ends", async ({ page }) => {
    await logIn(page, DEMO.digits, DEMO.password);
    await expect(page.getByTestId("balance")).toBeVisible();

    // The session is read, then the database stops answering as the page reads the balance.
    server.stallAt('"wallets"');
    await expectNotice(page, "/dashboard");
    server.resume();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByTestId("balance")).toBeVisible();

    server.stall();
    // Signed-in pages, and public ones that ask who is signed in; the dashboard last, to try again on.
    for (const path of ["/", "/login", "/transactions", "/dashboard"]) await expectNotice(page, path);
    server.resume();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByTestId("balance")).toBeVisible();
  });
});
