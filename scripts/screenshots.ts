// npm run screenshots -- [--signed-in] [base URL] [path ...]: phone (390x844), small phone (360x740) and desktop
// (1280x800) screenshots of the given pages into .data/screenshots, to look at what a person sees. With
// --signed-in the demo account logs in first (its file names start with "in-").
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium";
import { ROOT } from "./lib/migrations";
import { runMain } from "./lib/cli";
import { DEMO_ACCOUNT } from "../prisma/demo-account";

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  small: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
const DEFAULT_PATHS = ["/", "/features", "/how-it-works", "/faq", "/login", "/no-such-page"];

async function main() {
  const args = process.argv.slice(2);
  const signedIn = args.includes("--signed-in");
  const [base = "http://localhost:3000", ...rest] = args.filter((arg) => arg !== "--signed-in");
  const paths = rest.length ? rest : DEFAULT_PATHS;
  const out = path.join(ROOT, ".data", "screenshots");
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
      if (signedIn) {
        const answer = await page.request.post(`${base}/api/auth/login`, {
          data: { phoneNumber: DEMO_ACCOUNT.phoneDigits, password: DEMO_ACCOUNT.password },
          // As the login page would send it: the API refuses state-changing requests from other origins.
          headers: { Origin: new URL(base).origin },
        });
        if (!answer.ok()) throw new Error(`The demo account could not log in: ${answer.status()}`);
      }
      for (const route of paths) {
        // Not "networkidle": Next's router may leave a prefetch's body unread, so the network never idles.
        await page.goto(base + route, { waitUntil: "load" });
        await page.waitForTimeout(500);
        const file = path.join(out, `${signedIn ? "in-" : ""}${name}${route.replace(/[/?=]/g, "_") || "_"}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

runMain(main);
