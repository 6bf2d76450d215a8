import { Card, CardContent } from "@/components/ui/card";
import { TierSummary } from "@/components/identity/tier-summary";
import type { IdentityStatusJson } from "@/server/identity";

/** KYC status: the user's tier, what it allows and what is used of it today, and how to raise it. */
export function KycCard({ status }: { status: IdentityStatusJson }) {
  return (
    <Card>
      <CardContent>
        <TierSummary status={status} />
      </CardContent>
    </Card>
  );
}
