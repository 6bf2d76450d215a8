// npm run first-load -- [base URL] [path ...]: the JavaScript and CSS a browser downloads on a first visit
// to each page, up to its load event, compressed as sent (Next 16's build no longer prints it). Needs a running server
// (`npm run build && npm start`).
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium";
import { runMain } from "./lib/cli";

async function measure(base: string, route: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: Promise<{ type: string; bytes: number }>[] = [];
    // What the page itself needs: everything requested up to its load event. Link prefetches of other
    // routes start after it and are not this page's cost.
    let loaded = false;
    page.on("request", (request) => {
      const type = request.resourceType();
      if (loaded || (type !== "script" && type !== "stylesheet")) return;
      responses.push(
        request.response().then(async (response) => {
          await response?.finished();
          return { type, bytes: (await request.sizes()).responseBodySize };
        }),
      );
    });
    await page.goto(base + route, { waitUntil: "load" });
    loaded = true;
    const all = await Promise.all(responses);
    const sum = (type: string) => all.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0);
    return { route, js: sum("script"), css: sum("stylesheet"), files: all.length };
  } finally {
    await browser.close();
  }
}

async function main() {
  const [base = "http://localhost:3000", ...rest] = process.argv.slice(2);
  const routes = rest.length ? rest : ["/", "/login"];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("page            JS (gzip)   CSS (gzip)  files");
  for (const route of routes) {
    const { js, css, files } = await measure(base, route);
    console.log(`${route.padEnd(15)} ${kb(js).padStart(9)}   ${kb(css).padStart(9)}   ${files}`);
  }
}

runMain(main);
