import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { SendMoneyWizard } from "@/components/send-money/send-money-wizard";
import { requireUser } from "@/server/session";
import { recentRecipients, walletOf } from "@/server/accounts/wallet-summary";
import { limitsSummary } from "@/server/accounts/limits-summary";
import { decimalStringToKobo } from "@/lib/money";
import { TIERS } from "@/lib/limits";
import { db } from "@/server/db";
import { pinStatus } from "@/server/pin/pin-service";

export const metadata: Metadata = { title: "Send Money" };

export default async function SendMoneyPage() {
  const user = await requireUser();
  const [wallet, recent, pin] = await Promise.all([
    walletOf(db, user.id),
    recentRecipients(db, user.id),
    pinStatus(db, user.id),
  ]);
  const balanceKobo = decimalStringToKobo(wallet.balance);
  const limits = await limitsSummary(db, user.id, balanceKobo);
  return (
    <PageFrame backHref="/dashboard" title="Send Money" hideNavLinks showTabs>
      <div className="mx-auto w-full max-w-lg px-4 py-6 md:py-10">
        <SendMoneyWizard
          limits={{
            balanceKobo,
            leftTodayKobo: limits.leftTodayKobo,
            tier: TIERS[limits.level],
          }}
          recent={recent}
          hasPin={pin.hasPin}
        />
      </div>
    </PageFrame>
  );
}
