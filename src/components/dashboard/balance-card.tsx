import { Link } from "@/components/ui/link";
import { PlusIcon, SendIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ApproximateAmount } from "@/components/money/approximate-amount";
import { Naira } from "@/components/money/naira";
import { maskIdentifier } from "@/lib/wallet-id";
import type { WalletSummary } from "@/server/money";
import { HideAmountsButton } from "./amounts-privacy";
import { OwnAccountNumber, type OwnAccount } from "./own-account-number";

function Frame({ children }: { children: React.ReactNode }) {
  const t = useTranslations("dashboard");
  return (
    <section
      aria-labelledby="balance-label"
      className="@container rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md"
    >
      <div className="flex items-center justify-between gap-2">
        <p id="balance-label" className="text-sm opacity-90">
          {t("availableBalance")}
        </p>
        <HideAmountsButton />
      </div>
      {children}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button asChild variant="secondary" size="tile">
          <Link href="/send-money">
            <SendIcon className="size-5" aria-hidden />
            {t("sendMoney")}
          </Link>
        </Button>
        <Button asChild variant="inverse" size="tile">
          <Link href="/add-money">
            <PlusIcon className="size-5" aria-hidden />
            {t("addMoney")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Balance, the eye that hides it, the person's own account number, and the masked wallet ID. */
export function BalanceCard({ wallet, account }: { wallet: WalletSummary; account: OwnAccount | null }) {
  const t = useTranslations("dashboard");
  return (
    <Frame>
      {/* With the text made larger the balance grows only as far as the card's width allows (and breaks, as a
          last resort, rather than leaving it). */}
      <p
        className="mt-1 text-[min(1.875rem,11cqi)] font-bold tracking-tight tabular-nums [overflow-wrap:anywhere]"
        data-testid="balance"
      >
        <Naira amount={wallet.balance} />
      </p>
      <ApproximateAmount amount={wallet.balance} className="text-sm tabular-nums opacity-90" />
      <Link href="/balance" className="mt-1 inline-block text-sm font-medium underline underline-offset-4 opacity-90">
        {t("explainBalance")}
      </Link>
      {account && <OwnAccountNumber account={account} />}
      <p className="mt-3 text-xs opacity-90">
        {t("walletId")} <span className="font-mono tracking-wider">{maskIdentifier(wallet.walletId)}</span>
      </p>
    </Frame>
  );
}
