"use client";
// The page a person sees when rendering failed on the server, most often because the database was briefly
// unreachable: what happened, that their money is safe, and a way to try again. Never a stack or a code.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function ErrorNotice({ reset }: { reset: () => void }) {
  const t = useTranslations("errorPages.unavailable");
  return (
    <main className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("body")}</p>
      <Button className="mt-8" onClick={reset}>
        {t("tryAgain")}
      </Button>
    </main>
  );
}

export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice reset={reset} />;
}
