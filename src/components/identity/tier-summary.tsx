import { ArrowRightIcon, ShieldCheckIcon } from "lucide-react";
import { Link } from "@/components/ui/link";
import { formatNaira } from "@/lib/money";
import type { IdentityStatusJson } from "@/server/identity/upgrades/identity-status";

type Need = NonNullable<IdentityStatusJson["nextTier"]>["needs"][number];

/** What each missing proof is called on the screens. */
export const NEED_LABELS: Record<Need, string> = {
  nin: "your NIN",
  bvn: "your BVN",
  selfie: "a selfie that matches your ID photo",
  address: "a verified home address",
};

/** "your NIN, a selfie that matches your ID photo and a verified home address" */
export function needsList(needs: readonly Need[]): string {
  const words = needs.map((need) => NEED_LABELS[need]);
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** What a tier allows, in one sentence: "Send up to ₦200,000.00 a day and hold up to ₦500,000.00." */
export function tierAllows(dailySend: string, maxBalance: string | null): string {
  return maxBalance === null
    ? `Send up to ${formatNaira(dailySend)} a day, with no limit on your balance.`
    : `Send up to ${formatNaira(dailySend)} a day and hold up to ${formatNaira(maxBalance)}.`;
}

/** The next tier and what it needs, with the way to "Raise your limits"; nothing at tier 3. */
export function NextTier({ status, link = true }: { status: IdentityStatusJson; link?: boolean }) {
  const next = status.nextTier;
  if (!next) return <p className="text-sm text-muted-foreground">You have the highest limits Veil offers.</p>;
  // An address being checked is not asked for again: it is said to be in hand.
  const pending = status.proofs.address.status === "pending";
  const needs = pending ? next.needs.filter((need) => need !== "address") : next.needs;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed p-3 text-sm">
      <p>
        <span className="font-semibold">Tier {next.level}:</span> {tierAllows(next.dailySend, next.maxBalance)}
      </p>
      {needs.length > 0 && <p className="text-muted-foreground">You need {needsList(needs)}.</p>}
      {pending && <p className="text-muted-foreground">We&apos;re checking your address.</p>}
      {link && (
        <Link
          href="/limits"
          className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          Raise your limits
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}

/** The limits of the tier and what is used of them today. */
export function TierLimits({ status }: { status: IdentityStatusJson }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="limits">
      <div className="rounded-lg bg-muted px-3 py-2">
        <dt className="text-muted-foreground">Daily sending limit</dt>
        <dd className="font-semibold tabular-nums">{formatNaira(status.dailySend)}</dd>
        <dd className="text-xs text-muted-foreground">
          {formatNaira(status.sentToday)} sent today, {formatNaira(status.leftToday)} left
        </dd>
      </div>
      <div className="rounded-lg bg-muted px-3 py-2">
        <dt className="text-muted-foreground">Balance limit</dt>
        <dd className="font-semibold tabular-nums">
          {status.maxBalance === null ? "No limit" : formatNaira(status.maxBalance)}
        </dd>
        {status.balanceRoom !== null && (
          <dd className="text-xs text-muted-foreground">{formatNaira(status.balanceRoom)} more can be added</dd>
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
  const Heading = headingLevel;
  return (
    <div className="flex items-start gap-3" data-testid="tier-summary">
      <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <Heading className="font-semibold">
            KYC Status: <span className="text-success">Tier {status.level}</span>
          </Heading>
          <p className="text-sm text-muted-foreground">{tierAllows(status.dailySend, status.maxBalance)}</p>
        </div>
        <TierLimits status={status} />
        <NextTier status={status} link={raiseLink} />
      </div>
    </div>
  );
}
