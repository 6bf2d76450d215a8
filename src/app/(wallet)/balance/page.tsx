import { getLocale, getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { Naira } from "@/components/money/naira";
import { BalancePartCard } from "@/components/balance/balance-part-card";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { explainBalance } from "@/server/money";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { db } from "@/server/db";

export const generateMetadata = pageTitle("balance");

export default orUnavailableNotice(async function BalancePage() {
  const [user, t, language] = await Promise.all([requireUser(), getTranslations("balance"), getLocale()]);
  const explained = await explainBalance(db, user.id, user.appearance.language);
  const naira = (kobo: bigint) => formatNaira(kobo, language as Language);
  const { today } = explained;
  // A share of the day's limit, in whole per cent, from exact kobo.
  const usedPercent = today.limitKobo > 0n ? Number((today.sentKobo * 100n) / today.limitKobo) : 0;
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <h2 className="text-2xl font-bold">{t("heading")}</h2>
        <section className="rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md">
          <p className="text-sm opacity-90">{t("available")}</p>
          <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="explained-balance">
            <Naira amount={explained.balanceKobo} />
          </p>
          <p className="mt-2 text-sm opacity-90">
            {explained.maxBalanceKobo === null ? t("noCap") : t("cap", { cap: naira(explained.maxBalanceKobo) })}
          </p>
        </section>
        <BalancePartCard
          testId="balance-on-their-way"
          title={t("onTheirWay")}
          hint={t("onTheirWayHint")}
          none={t("onTheirWayNone")}
          part={explained.onTheirWay}
        />
        {explained.scheduled.count > 0 && (
          <BalancePartCard
            testId="balance-scheduled"
            title={t("scheduled")}
            hint={t("scheduledHint")}
            none=""
            part={explained.scheduled}
          />
        )}
        <BalancePartCard
          testId="balance-being-confirmed"
          title={t("beingConfirmed")}
          hint={t("beingConfirmedHint")}
          none={t("beingConfirmedNone")}
          part={explained.beingConfirmed}
        />
        {explained.cardPayments.count > 0 && (
          <BalancePartCard
            testId="balance-card-payments"
            title={t("cardPayments")}
            hint={t("cardPaymentsHint")}
            none=""
            part={explained.cardPayments}
          />
        )}
        <BalancePartCard
          testId="balance-held"
          title={t("held")}
          hint={t("heldHint")}
          none={t("heldNone")}
          part={explained.held}
          action={
            explained.held.totalKobo > 0n && explained.maxBalanceKobo !== null ? (
              <Button asChild variant="outline">
                <Link href="/limits">{t("raiseLimits")}</Link>
              </Button>
            ) : null
          }
        />
        <Card>
          <CardContent className="flex flex-col gap-3" data-testid="balance-today">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold">{t("today")}</h3>
              <Naira amount={today.sentKobo} className="font-semibold tabular-nums" />
            </div>
            <div
              role="progressbar"
              aria-label={t("today")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={usedPercent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${usedPercent}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t("todayUsed", { sent: naira(today.sentKobo), limit: naira(today.limitKobo) })}{" "}
              {today.keptForCardsKobo > 0n && `${t("todayKept", { kept: naira(today.keptForCardsKobo) })} `}
              {t("todayLeft", { left: naira(today.leftKobo) })}
            </p>
          </CardContent>
        </Card>
        <Button asChild variant="outline" size="lg">
          <Link href="/transactions">{t("seeAll")}</Link>
        </Button>
      </div>
    </PageFrame>
  );
});
