import { ShieldCheckIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatNaira, decimalStringToKobo } from "@/lib/money";
import { limitsSummary } from "@/server/accounts/limits-summary";
import { walletOf } from "@/server/accounts/wallet-summary";
import { db } from "@/server/db";

/** KYC status and the limits of the user's tier, with what is left of them now. */
export async function KycCard({ userId }: { userId: string }) {
  const wallet = await walletOf(db, userId);
  const limits = await limitsSummary(db, userId, decimalStringToKobo(wallet.balance));
  return (
    <Card>
      <CardContent className="flex items-start gap-3">
        <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
        <div className="flex-1">
          <h2 className="font-semibold">
            KYC Status: <span className="text-success">Verified</span>
          </h2>
          <p className="text-sm text-muted-foreground">
            {limits.level === 3
              ? "Your identity is verified with your BVN: full transaction limits are unlocked (tier 3)."
              : "Your phone number is verified: tier 1 limits apply."}
          </p>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2" data-testid="limits">
            <div className="rounded-lg bg-muted px-3 py-2">
              <dt className="text-muted-foreground">Daily sending limit</dt>
              <dd className="font-semibold tabular-nums">{formatNaira(limits.dailySendKobo)}</dd>
              <dd className="text-xs text-muted-foreground">{formatNaira(limits.leftTodayKobo)} left today</dd>
            </div>
            <div className="rounded-lg bg-muted px-3 py-2">
              <dt className="text-muted-foreground">Balance limit</dt>
              <dd className="font-semibold tabular-nums">
                {limits.maxBalanceKobo === null ? "No limit" : formatNaira(limits.maxBalanceKobo)}
              </dd>
              {limits.balanceRoomKobo !== null && (
                <dd className="text-xs text-muted-foreground">
                  {formatNaira(limits.balanceRoomKobo < 0n ? 0n : limits.balanceRoomKobo)} more can be added
                </dd>
              )}
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
