import { getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { Link } from "@/components/ui/link";
import { PlusIcon, ShieldCheckIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SavedCardList } from "@/components/cards/saved-card-list";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { listSavedCards } from "@/server/money";
import { cardsProvider } from "@/server/vendors";
import { savedCardExpiry } from "@/lib/cards";
import { db } from "@/server/db";

export const generateMetadata = pageTitle("cards");

export default orUnavailableNotice(async function CardsPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("cards")]);
  const cards = await listSavedCards(db, user.id, cardsProvider(db).name);
  const latest = cards[0];
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <h2 className="text-2xl font-bold">{t("heading")}</h2>
        {latest && (
          <div className="flex aspect-[1.586] flex-col justify-between rounded-2xl bg-gradient-to-br from-primary to-primary/70 p-6 text-primary-foreground shadow-md">
            <div className="flex items-center justify-between">
              <span className="text-sm opacity-90">{latest.bank ?? t("debitCard")}</span>
              <span className="font-bold">{latest.brand}</span>
            </div>
            <p className="font-mono text-xl tracking-widest">•••• •••• •••• {latest.last4}</p>
            <div className="flex items-end justify-between text-sm">
              <span className="uppercase">{user.fullName}</span>
              <span className="opacity-90">{t("expires", { expiry: savedCardExpiry(latest) })}</span>
            </div>
          </div>
        )}
        <Card>
          <CardContent>
            <h3 className="font-semibold">{t("savedCards")}</h3>
            <SavedCardList initial={cards} />
          </CardContent>
        </Card>
        <Button asChild size="lg">
          <Link href="/add-money?card=new">
            <PlusIcon aria-hidden />
            {t("addNewCard")}
          </Link>
        </Button>
        <p className="flex gap-2 text-sm text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {t("neverStored")}
        </p>
      </div>
    </PageFrame>
  );
});
