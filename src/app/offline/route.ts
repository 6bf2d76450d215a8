// GET /offline - the page the service worker shows when a page cannot be fetched (public/sw.js keeps it)
import { getLocale, getTranslations } from "next-intl/server";
import { INTL_LOCALE } from "@/i18n/locales";

/**
 * Plain HTML with its own styles and no script: served from the worker's cache at whatever address the person
 * was opening, it must not start Next's router, which would fetch that address and fail. Nothing in it is
 * anyone's data. "Try again" submits to the address being opened, which reloads it.
 */
export async function GET(): Promise<Response> {
  const [language, t] = await Promise.all([getLocale(), getTranslations("push.offline")]);
  const html = `<!doctype html>
<html lang="${INTL_LOCALE[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#3b2bb8">
<title>${escape(t("title"))} · Veil</title>
<style>
  body { margin: 0; min-height: 100dvh; display: flex; flex-direction: column; align-items: center;
    justify-content: center; gap: 16px; padding: 24px; box-sizing: border-box; text-align: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fafaff; color: #15172a; }
  img { width: 64px; height: 64px; border-radius: 16px; }
  h1 { margin: 0; font-size: 1.5rem; }
  p { margin: 0; max-width: 24rem; color: #5b5f77; line-height: 1.5; }
  button { margin-top: 8px; border: 0; border-radius: 9999px; padding: 12px 28px; font: inherit; font-weight: 600;
    color: #fff; background: #3b2bb8; cursor: pointer; }
  @media (prefers-color-scheme: dark) { body { background: #15172a; color: #f4f4fb; } p { color: #a9adc6; } }
</style>
</head>
<body>
<img src="/icons/icon-192.png" alt="Veil">
<h1>${escape(t("title"))}</h1>
<p>${escape(t("body"))}</p>
<form method="get"><button type="submit">${escape(t("retry"))}</button></form>
</body>
</html>
`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
