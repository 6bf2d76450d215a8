import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { sayPhrase } from "@/i18n/say-phrase";
import type { Phrase } from "@/i18n/phrase";
import type { Language } from "@/i18n/locales";

/** What a staff page shows instead of itself: the refusal, in words, and the way to the staff sign-in. */
export async function StaffRefused({ refused }: { refused: Phrase }) {
  const t = await getTranslations("staff.refused");
  const language = (await getLocale()) as Language;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p role="alert">{sayPhrase(refused, language)}</p>
      <Link href="/staff/login" className="text-primary underline underline-offset-4">
        {t("signIn")}
      </Link>
    </main>
  );
}
