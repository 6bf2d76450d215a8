import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * With SHOTS_DIR set, a full-page picture of the screen in English, French and Spanish, per project (phone
 * 390x844, desktop 1280x800): the person's language is switched through their settings, `show` brings the screen
 * back after each reload, and English is restored at the end. Without SHOTS_DIR, nothing.
 */
export async function shootInLanguages(page: Page, name: string, show: () => Promise<void> = async () => {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  const origin = new URL(page.url()).origin;
  for (const language of ["en", "fr", "es"] as const) {
    const saved = await page.request.patch("/api/settings", { data: { language }, headers: { Origin: origin } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await show();
    await page.screenshot({ path: path.join(dir, `${project}-${name}-${language}.png`), fullPage: true });
  }
  await page.request.patch("/api/settings", { data: { language: "en" }, headers: { Origin: origin } });
  await page.reload();
  await show();
}

/** With SHOTS_DIR set, one picture of what the page shows now (a signed-out screen has no language setting). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${test.info().project.name}-${name}.png`), fullPage: true });
}
