import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { getSessionUser } from "@/server/session";
import { whenDatabaseUnavailable } from "@/server/http/database-unavailable";
import { cn } from "@/lib/utils";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Veil: send money privately", template: "%s · Veil" },
  description: "Send naira to any Nigerian bank account privately: the recipient sees Veil as the sender, never you.",
  applicationName: "Veil",
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaff" },
    { media: "(prefers-color-scheme: dark)", color: "#15172a" },
  ],
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // A signed-in user's dark mode and larger text (Settings > Preferences) apply to every page they open. With
  // the database unreachable the page keeps the default look, and the page itself says Veil is unavailable.
  const appearance = (await getSessionUser().catch(whenDatabaseUnavailable(null)))?.appearance;
  return (
    <html
      lang="en-NG"
      className={cn(appearance?.darkMode && "dark", appearance?.largerText && "text-larger")}
      data-theme={appearance?.darkMode ? "dark" : "light"}
    >
      <body>
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
