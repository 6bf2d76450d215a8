import { Link } from "@/components/ui/link";
import { PlusIcon, SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApproximateAmount } from "@/components/money/approximate-amount";
import { formatAmount } from "@/lib/money";
import { maskIdentifier } from "@/lib/wallet-id";
import { walletOf } from "@/server/accounts/wallet-summary";
import { db } from "@/server/db";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="balance-label"
      className="rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md"
    >
      <p id="balance-label" className="text-sm opacity-90">
        Available Balance
      </p>
      {children}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button asChild variant="secondary" size="lg">
          <Link href="/send-money">
            <SendIcon aria-hidden />
            Send Money
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link href="/add-money">
            <PlusIcon aria-hidden />
            Add Money
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Balance and masked wallet ID, streamed in: the page shows the skeleton below until they arrive. */
export async function BalanceCard({ userId }: { userId: string }) {
  const wallet = await walletOf(db, userId);
  return (
    <Frame>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="balance">
        ₦{formatAmount(wallet.balance)}
      </p>
      <ApproximateAmount amount={wallet.balance} className="text-sm tabular-nums opacity-90" />
      <p className="mt-3 text-xs opacity-90">
        Wallet ID <span className="font-mono tracking-wider">{maskIdentifier(wallet.walletId)}</span>
      </p>
    </Frame>
  );
}
