import { ArrowRightIcon, ShieldCheckIcon } from "lucide-react";
import { createTranslator, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { formatNaira } from "@/lib/money";
import { useNaira } from "@/components/money/naira";
import { TIME_ZONE } from "@/i18n/locales";
import identityEnglish from "@/i18n/messages/en/identity.json";
import type { IdentityStatusJson } from "@/server/identity";

type Need = NonNullable<IdentityStatusJson["nextTier"]>["needs"][number];

/** The identity texts in one language: a screen's useTranslations("identity"), or a translator's. */
export type IdentityTexts = ReturnType<typeof useTranslations<"identity">>;

// English for a caller without a language's texts: only these texts, not every language's, reach its bundle.
let english: IdentityTexts | undefined;
const englishTexts = () =>
  (english ??= createTranslator({
    locale: "en",
    messages: { identity: identityEnglish },
    namespace: "identity",
    timeZone: TIME_ZONE,
  }) as unknown as IdentityTexts);

/** "your NIN, a selfie that matches your ID photo and a verified home address" */
export function needsList(needs: readonly Need[], t: IdentityTexts): string {
  const words = needs.map((need) => t(`needs.${need}`));
  return words.length < 2
    ? (words[0] ?? "")
    : t("needsList", { first: words.slice(0, -1).join(", "), last: words.at(-1)! });
}

/**
 * What a tier allows, in one sentence: "Send up to ₦200,000.00 a day and hold up to ₦500,000.00." In English
 * unless given a language's texts.
 */
export function tierAllows(
  dailySend: string,
  maxBalance: string | null,
  t?: IdentityTexts,
  naira: (amount: string) => string = (amount) => formatNaira(amount),
): string {
  const say = t ?? englishTexts();
  return maxBalance === null
    ? say("allowsNoCap", { dailySend: naira(dailySend) })
    : say("allows", { dailySend: naira(dailySend), maxBalance: naira(maxBalance) });
}

/** The next tier and what it needs, with the way to "Raise your limits"; nothing at tier 3. */
export function NextTier({ status, link = true }: { status: IdentityStatusJson; link?: boolean }) {
  const t = useTranslations("identity");
  const naira = useNaira();
  const next = status.nextTier;
  if (!next) return <p className="text-sm text-muted-foreground">{t("summary.highest")}</p>;
  // An address being checked is not asked for again: it is said to be in hand.
  const pending = status.proofs.address.status === "pending";
  const needs = pending ? next.needs.filter((need) => need !== "address") : next.needs;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed p-3 text-sm">
      <p>
        <span className="font-semibold">{t("summary.nextTier", { level: next.level })}</span>{" "}
        {tierAllows(next.dailySend, next.maxBalance, t, naira)}
      </p>
      {needs.length > 0 && (
        <p className="text-muted-foreground">{t("summary.youNeed", { needs: needsList(needs, t) })}</p>
      )}
      {pending && <p className="text-muted-foreground">{t("summary.checkingAddress")}</p>}
      {link && (
        <Link
          href="/limits"
          className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("summary.raise")}
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}

/** The limits of the tier and what is used of them today. */
export function TierLimits({ status }: { status: IdentityStatusJson }) {
  const t = useTranslations("identity.summary");
  const naira = useNaira();
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="limits">
      <div className="rounded-lg bg-muted px-3 py-2">
        <dt className="text-muted-foreground">{t("dailySend")}</dt>
        <dd className="font-semibold tabular-nums">{naira(status.dailySend)}</dd>
        {/* What was sent today and the room left tell the balance: hidden with it by the dashboard's eye. */}
        <dd className="text-xs text-muted-foreground" data-amount="usage">
          {t("usedToday", { sent: naira(status.sentToday), left: naira(status.leftToday) })}
        </dd>
      </div>
      <div className="rounded-lg bg-muted px-3 py-2">
        <dt className="text-muted-foreground">{t("balanceLimit")}</dt>
        <dd className="font-semibold tabular-nums">
          {status.maxBalance === null ? t("noLimit") : naira(status.maxBalance)}
        </dd>
        {status.balanceRoom !== null && (
          <dd className="text-xs text-muted-foreground" data-amount="usage">
            {t("room", { room: naira(status.balanceRoom) })}
          </dd>
        )}
      </div>
    </dl>
  );
}

/**
 * The KYC status as the dashboard, /profile and Settings › Account show it: the tier, what it allows, what is
 * used today, and what the next tier needs.
 */
export function TierSummary({
  status,
  headingLevel = "h2",
  raiseLink = true,
}: {
  status: IdentityStatusJson;
  headingLevel?: "h2" | "h3";
  raiseLink?: boolean;
}) {
  const t = useTranslations("identity");
  const naira = useNaira();
  const Heading = headingLevel;
  return (
    <div className="flex items-start gap-3" data-testid="tier-summary">
      <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <Heading className="font-semibold">
            {t("summary.kycStatus")} <span className="text-success">{t("summary.tier", { level: status.level })}</span>
          </Heading>
          <p className="text-sm text-muted-foreground">{tierAllows(status.dailySend, status.maxBalance, t, naira)}</p>
        </div>
        <TierLimits status={status} />
        <NextTier status={status} link={raiseLink} />
      </div>
    </div>
  );
}
