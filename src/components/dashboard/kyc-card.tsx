import { Card, CardContent } from "@/components/ui/card";
import { TierSummary } from "@/components/identity/tier-summary";
import { decimalStringToKobo } from "@/lib/money";
import { identityStatus, identityStatusJson } from "@/server/identity/upgrades/identity-status";
import { walletOf } from "@/server/accounts/wallet-summary";
import { db } from "@/server/db";

/** KYC status: the user's tier, what it allows and what is used of it today, and how to raise it. */
export async function KycCard({ userId }: { userId: string }) {
  const wallet = await walletOf(db, userId);
  const status = identityStatusJson(await identityStatus(db, userId, decimalStringToKobo(wallet.balance)));
  return (
    <Card>
      <CardContent>
        <TierSummary status={status} />
      </CardContent>
    </Card>
  );
}
