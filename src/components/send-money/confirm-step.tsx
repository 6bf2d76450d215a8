"use client";

import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/money/detail-list";
import { transferFeeKobo, transferTotalKobo } from "@/lib/fees";
import { formatNaira, parseAmountToKobo } from "@/lib/money";
import type { Recipient } from "./recipient-step";
import { ApproximateAmount } from "@/components/money/approximate-amount";

export function ConfirmStep({
  recipient,
  amount,
  description,
  busy,
  onConfirm,
  onEdit,
}: {
  recipient: Recipient;
  amount: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const kobo = parseAmountToKobo(amount)!;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Check the details before you send. The recipient will see Veil as the sender.
      </p>
      <DetailList
        rows={[
          ["Recipient", recipient.accountName],
          ["Bank", recipient.bank],
          ["Account Number", <span className="tabular-nums">{recipient.accountNumber}</span>],
          [
            "Amount",
            <span className="flex flex-col items-end tabular-nums">
              {formatNaira(kobo)}
              <ApproximateAmount amount={kobo} />
            </span>,
          ],
          ["Note", description || "N/A"],
        ]}
      />
      <DetailList
        rows={[
          ["Fee", <span className="tabular-nums">{formatNaira(transferFeeKobo(kobo))}</span>],
          ["Total", <span className="text-base font-bold tabular-nums">{formatNaira(transferTotalKobo(kobo))}</span>],
        ]}
      />
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? "Processing..." : "Complete Transfer"}
        </Button>
        <Button variant="outline" size="lg" onClick={onEdit} disabled={busy}>
          Edit Transfer
        </Button>
      </div>
    </div>
  );
}
