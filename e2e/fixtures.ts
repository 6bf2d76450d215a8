// The `test` every browser test uses: Playwright's, plus an automatic observer that records, for the secrets
// audit, every URL the test's browser requested and what the pages left in web storage.
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { test as base } from "@playwright/test";
import { OBSERVED_DIR } from "./audit-files";

export { expect } from "@playwright/test";

export const test = base.extend<{ observe: void }>({
  // After each page.goto, the page is hydrated before the test types or clicks: a form submitted before then
  // posts natively and comes back empty (src/components/hydration-mark.tsx). Under load that took seconds.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      const html = response?.headers()["content-type"]?.includes("text/html") ?? false;
      if (html && javaScriptEnabled !== false) {
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 20_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  observe: [
    async ({ context }, use, testInfo) => {
      const urls: string[] = [];
      // A blob: URL is the page's own object (the selfie's still), named by a random id that can pass for a
      // card number, and never leaves the browser: not recorded.
      context.on("request", (request) => {
        if (!request.url().startsWith("blob:")) urls.push(request.url());
      });
      await use();
      const storage: string[] = [];
      for (const page of context.pages()) {
        try {
          storage.push(
            await page.evaluate(() =>
              JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, url: location.href }),
            ),
          );
        } catch {
          // a page that is closed, or on about:blank with no storage
        }
      }
      mkdirSync(OBSERVED_DIR, { recursive: true });
      appendFileSync(
        path.join(OBSERVED_DIR, `worker-${testInfo.workerIndex}.jsonl`),
        `${JSON.stringify({ test: testInfo.titlePath.join(" › "), urls, storage })}\n`,
      );
    },
    { auto: true },
  ],
});
