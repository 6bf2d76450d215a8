// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) and the bytes of each page's first load.
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { median } from "./stats";

export type PageFigures = {
  path: string;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  jsKb: number;
  cssKb: number;
  runs: number[][];
};

/**
 * Three Lighthouse runs, each category's median, scores 0-100. A run in which Lighthouse itself failed (a
 * runtime error such as NO_FCP, so no performance score at all) measured nothing: it is run again, at most
 * twice, and reported; it is never counted as a score of 0.
 */
async function lighthouseRuns(url: string, cookie: string | null, runs = 3) {
  const scores: number[][] = [];
  for (let run = 0; run < runs; run++) {
    for (let attempt = 1; ; attempt++) {
      const lhr = await lighthouseOnce(url, cookie);
      const categories = lhr.categories;
      const failed = lhr.runtimeError?.code ?? (categories.performance?.score == null ? "NO_SCORE" : null);
      if (failed) {
        console.log(`  ${url}: Lighthouse failed (${failed}); ${attempt < 3 ? "running again" : "giving up"}`);
        if (attempt < 3) continue;
      }
      scores.push(
        ["performance", "accessibility", "best-practices"].map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      );
      if (run === 0) failingAudits.set(url, failing(lhr));
      break;
    }
  }
  return scores;
}

/** Any Chromium a failed Lighthouse run left behind: it must not share the CPU with what is measured next. */
export async function closeBrowsers() {
  const { killAll } = await import("chrome-launcher");
  killAll();
}

async function lighthouseOnce(url: string, cookie: string | null): Promise<any> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions().executablePath ?? chromium.executablePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    return result!.lhr;
  } finally {
    await chrome.kill();
  }
}

/** For the report: the audits that cost points on a page, by title. */
export const failingAudits = new Map<string, string[]>();
function failing(lhr: any): string[] {
  const titles: string[] = [];
  for (const id of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) titles.push(`${id}: ${audit.title}`);
    }
  }
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    const audit = lhr.audits[id];
    if (audit) titles.push(`${id} ${audit.displayValue} (${Math.round((audit.score ?? 0) * 100)})`);
  }
  return titles;
}

/** The gzipped JavaScript and CSS a first visit downloads up to the load event. */
export async function firstLoad(url: string, cookie: string | null) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
    const page = await context.newPage();
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    let loaded = false;
    page.on("request", (request) => {
      const type = request.resourceType();
      if (loaded || (type !== "script" && type !== "stylesheet")) return;
      sizes.push(
        request.response().then(async (response) => {
          await response?.finished();
          return { type, bytes: (await request.sizes()).responseBodySize };
        }),
      );
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()} (signed in: ${!!cookie})`);
    loaded = true;
    const all = await Promise.all(sizes);
    const kb = (type: string) => all.filter((s) => s.type === type).reduce((sum, s) => sum + s.bytes, 0) / 1024;
    return { jsKb: Math.round(kb("script") * 10) / 10, cssKb: Math.round(kb("stylesheet") * 10) / 10 };
  } finally {
    await browser.close();
  }
}

export async function measurePage(base: string, path: string, cookie: string | null): Promise<PageFigures> {
  const bytes = await firstLoad(base + path, cookie);
  const runs = await lighthouseRuns(base + path, cookie);
  return {
    path,
    signedIn: cookie !== null,
    performance: median(runs.map((r) => r[0]!)),
    accessibility: median(runs.map((r) => r[1]!)),
    bestPractices: median(runs.map((r) => r[2]!)),
    ...bytes,
    runs,
  };
}
