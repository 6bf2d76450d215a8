"use client";

import { toast } from "@/components/ui/toast";
import { InfoIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/money/detail-list";

/** Static instructions (docs/product.md, Add money): funding by transfer is not live yet. */
export function BankTransferTab({ walletId, onSwitchToCard }: { walletId: string | null; onSwitchToCard: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Transfer from any Nigerian bank app to the account below, using your Wallet ID as the reference.
      </p>
      <DetailList
        rows={[
          ["Bank Name", "Wema Bank"],
          ["Account Number", <span className="tabular-nums">0123456789</span>],
          ["Account Name", "Veil Technologies Ltd"],
          ["Reference", <span className="font-mono">{walletId ?? "Your Wallet ID"}</span>],
        ]}
      />
      <p className="text-sm text-muted-foreground">Your wallet is credited within 5-10 minutes.</p>
      <p className="flex gap-2 rounded-lg bg-warning/15 px-4 py-3 text-sm text-warning-foreground" role="note">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        Bank transfer funding is in beta and not live yet: do not send money to this account. Please use card payment
        for now.
      </p>
      <Button
        size="lg"
        onClick={() =>
          toast.info("Bank Transfer", { description: "This feature is coming soon. Please use card payment for now." })
        }
      >
        I&apos;ve Sent the Money
      </Button>
      <Button variant="outline" size="lg" onClick={onSwitchToCard}>
        Switch to Card Payment
      </Button>
    </div>
  );
}
