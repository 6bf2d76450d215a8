"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CheckCircle2Icon, ClockIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { TIERS, type TierLevel } from "@/lib/limits";
import { useNaira } from "@/components/money/naira";
import { cn } from "@/lib/utils";
import type { IdentityStatusJson } from "@/server/identity";
import { SelfieCapture } from "./selfie-capture";
import { TierLimits, needsList, tierAllows } from "./tier-summary";
import { AddressForm, IdentityNumberForm } from "./upgrade-forms";

type Need = NonNullable<IdentityStatusJson["nextTier"]>["needs"][number];

/** What each tier needs, as CBN sets it for wallets (docs/decisions/identity-tiers.md): its text's key. */
const TIER_NEEDS = { 1: "limits.tierNeeds1", 2: "limits.tierNeeds2", 3: "limits.tierNeeds3" } as const satisfies Record<
  TierLevel,
  string
>;

/**
 * "Raise your limits": the tier the account has and what is used of it today, CBN's three tiers, and for the
 * next tier a card for each missing proof with its form. A success shows the new limits at once (the answer
 * is the new status) and refreshes the server's pages.
 */
export function LimitsScreen({ initial }: { initial: IdentityStatusJson }) {
  const t = useTranslations("identity");
  const naira = useNaira();
  const router = useRouter();
  const [status, setStatus] = React.useState(initial);

  const done = (next: IdentityStatusJson) => {
    const raised = next.level > status.level;
    setStatus(next);
    router.refresh();
    if (raised) {
      toast.success(t("limits.raised", { level: next.level }), {
        description: tierAllows(next.dailySend, next.maxBalance, t, naira),
      });
    } else if (next.proofs.address.status === "pending") {
      toast.info(t("limits.checkingAddress"), { description: next.proofs.address.reason });
    } else {
      toast.success(t("limits.verified"), { description: t("limits.verifiedDescription") });
    }
  };

  const next = status.nextTier;
  const address = status.proofs.address;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {t("limits.title")}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{t("limits.about")}</p>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-3">
          <h2 className="font-semibold">
            {t.rich("limits.youreOn", {
              level: status.level,
              tier: (chunks) => <span className="text-success">{chunks}</span>,
            })}
          </h2>
          <p className="text-sm text-muted-foreground">{tierAllows(status.dailySend, status.maxBalance, t, naira)}</p>
          <TierLimits status={status} />
        </CardContent>
      </Card>

      {next ? (
        <section aria-labelledby="next-heading" className="flex flex-col gap-3">
          <div>
            <h2 id="next-heading" className="text-lg font-bold">
              {t("limits.moveTo", { level: next.level })}
            </h2>
            <p className="text-sm text-muted-foreground">
              {tierAllows(next.dailySend, next.maxBalance, t, naira)}
              {next.needs.length > 0 && t("limits.youNeed", { needs: needsList(next.needs, t) })}
            </p>
          </div>
          {next.needs.map((need) => (
            <Card key={need} data-testid={`need-${need}`}>
              <CardContent className="flex flex-col gap-4">
                <div>
                  <h3 className="font-semibold">{t(`cards.${need}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`cards.${need}.why`)}</p>
                </div>
                {need === "address" && address.status === "pending" ? (
                  <div role="status" className="flex items-start gap-3 rounded-lg bg-muted p-3 text-sm">
                    <ClockIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                    <div>
                      <p className="font-semibold">{t("limits.checkingAddress")}</p>
                      <p className="text-muted-foreground">{t("limits.nothingMore", { reason: address.reason })}</p>
                    </div>
                  </div>
                ) : (
                  <>
                    {need === "address" && address.status === "failed" && (
                      <p role="alert" className="text-sm font-medium text-destructive">
                        {address.reason}
                      </p>
                    )}
                    {need === "selfie" && !status.proofs.bvn && !status.proofs.nin ? (
                      // The selfie is compared with the photo on a BVN's or NIN's record: there is none yet.
                      <p className="text-sm text-muted-foreground">{t("limits.ninFirst")}</p>
                    ) : (
                      <NeedForm need={need} onDone={done} />
                    )}
                  </>
                )}
              </CardContent>
            </Card>
          ))}
        </section>
      ) : (
        <p className="flex items-center gap-2 rounded-xl border p-4 text-sm font-medium">
          <CheckCircle2Icon className="size-5 text-success" aria-hidden />
          {t("summary.highest")}
        </p>
      )}
      <section aria-labelledby="tiers-heading" className="flex flex-col gap-2">
        <h2 id="tiers-heading" className="text-lg font-bold">
          {t("limits.threeTiers")}
        </h2>
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-xs sm:text-sm">
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                  {t("limits.tierNeeds")}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                  {t("limits.sendsADay")}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                  {t("limits.holdsAtMost")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {([1, 2, 3] as const).map((level) => (
                <tr
                  key={level}
                  className={cn(level === status.level && "bg-primary/5")}
                  aria-current={level === status.level ? "true" : undefined}
                >
                  <th scope="row" className="px-2 py-2 sm:px-3 align-top text-left font-normal">
                    <span className="font-semibold">
                      {t("limits.tier", { level })}
                      {level === status.level && <span className="font-medium text-primary">{t("limits.yours")}</span>}
                    </span>
                    <span className="block text-xs text-muted-foreground">{t(TIER_NEEDS[level])}</span>
                  </th>
                  <td className="px-2 py-2 sm:px-3 text-right align-top whitespace-nowrap tabular-nums">
                    {naira(TIERS[level].dailySendKobo)}
                  </td>
                  <td className="px-2 py-2 sm:px-3 text-right align-top whitespace-nowrap tabular-nums">
                    {TIERS[level].maxBalanceKobo === null ? t("summary.noLimit") : naira(TIERS[level].maxBalanceKobo)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function NeedForm({ need, onDone }: { need: Need; onDone: (status: IdentityStatusJson) => void }) {
  if (need === "selfie") {
    return (
      <SelfieCapture<{ data: IdentityStatusJson }>
        url="/api/identity/selfie"
        onVerified={(answer) => onDone(answer.data)}
      />
    );
  }
  if (need === "address") return <AddressForm onDone={onDone} />;
  return <IdentityNumberForm kind={need} onDone={onDone} />;
}
