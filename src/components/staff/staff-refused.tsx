import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { sayPhrase } from "@/i18n/say-phrase";
import type { Phrase } from "@/i18n/phrase";
import type { Language } from "@/i18n/locales";
import { getStaffMember } from "@/server/web";

/** What a staff page shows instead of itself: the refusal, in words, and the way back (or to the staff sign-in). */
export async function StaffRefused({ refused }: { refused: Phrase }) {
  const t = await getTranslations("staff.refused");
  const language = (await getLocale()) as Language;
  // A signed-in member who lacks this page's role goes back to the sections they can open.
  const member = await getStaffMember();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p role="alert">{sayPhrase(refused, language)}</p>
      <Link href={member ? "/staff" : "/staff/login"} className="text-primary underline underline-offset-4">
        {member ? t("back") : t("signIn")}
      </Link>
    </main>
  );
}
