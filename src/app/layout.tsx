import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { RegisterServiceWorker } from "@/components/push/register-service-worker";
import { HydrationMark } from "@/components/hydration-mark";
import { INTL_LOCALE } from "@/i18n/locales";
import { browserMessages } from "@/i18n/browser-messages";
import { getSessionUser } from "@/server/web";
import { whenDatabaseUnavailable } from "@/server/platform";
import { cn } from "@/lib/utils";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("frame.meta");
  return {
    title: { default: t("title"), template: "%s · Veil" },
    description: t("description"),
    applicationName: "Veil",
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
    appleWebApp: { capable: true, title: "Veil", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaff" },
    { media: "(prefers-color-scheme: dark)", color: "#15172a" },
  ],
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // A signed-in user's dark mode, larger text and language (Settings > Preferences) apply to every page they open. With
  // the database unreachable the page keeps the default look, and the page itself says Veil is unavailable.
  const appearance = (await getSessionUser().catch(whenDatabaseUnavailable(null)))?.appearance;
  const [language, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return (
    <html
      lang={INTL_LOCALE[language]}
      className={cn(appearance?.darkMode && "dark", appearance?.largerText && "text-larger")}
      data-theme={appearance?.darkMode ? "dark" : "light"}
      // Read by the browser's own code (src/lib/haptics.ts, src/lib/analytics/track.ts): off unless the setting is on.
      data-haptics={appearance?.hapticFeedback ? "on" : "off"}
      data-analytics={appearance?.usageAnalytics ? "on" : "off"}
    >
      <body>
        <NextIntlClientProvider locale={language} messages={browserMessages(messages)} timeZone={timeZone}>
          {children}
          <LazyToaster />
          <RegisterServiceWorker />
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
