import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WifiOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("push.offline");
  return { title: t("title"), robots: { index: false } };
}

/**
 * What the service worker shows for a page it cannot fetch (public/sw.js keeps this page, and nothing signed-in).
 * It works without JavaScript: "Try again" submits to the address the person was opening, which reloads it.
 */
export default async function OfflinePage() {
  const t = await getTranslations("push.offline");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <img src="/icons/icon-192.png" alt="Veil" width={64} height={64} className="rounded-2xl" />
      <WifiOffIcon className="size-6 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-sm text-muted-foreground">{t("body")}</p>
      <form method="get">
        <Button type="submit">{t("retry")}</Button>
      </form>
    </main>
  );
}
