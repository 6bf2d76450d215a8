import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/**
 * What a page shows, in its server-rendered HTML, when the database could not be reached while it rendered:
 * what happened, that the money is safe, and a way to try again.
 */
export function UnavailableNotice() {
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
