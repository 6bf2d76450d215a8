// Every signed-in page: when the database cannot be reached, the page says so in its server-rendered HTML
// (what happened, that the money is safe, a way to try again) instead of failing the render with a 500.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { whenDatabaseUnavailable } from "@/server/http/database-unavailable";
import { getSessionUser } from "@/server/session";

const UNAVAILABLE = Symbol("database unavailable");

function UnavailableNotice() {
  const t = useTranslations("wallet");
  return (
    <main className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t("unavailable")}</h1>
      <p className="mt-2 text-muted-foreground">{t("moneySafe")}</p>
      <Button asChild className="mt-8">
        {/* A plain link: it works before any script has loaded, and reloads the page the person asked for. */}
        <a href="">{t("tryAgain")}</a>
      </Button>
    </main>
  );
}

export default async function WalletLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // The session is the first thing every signed-in page reads; React's cache hands the pages the same answer.
  const user = await getSessionUser().catch(whenDatabaseUnavailable(UNAVAILABLE));
  if (user === UNAVAILABLE) return <UnavailableNotice />;
  return children;
}
