"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FileDownIcon, Loader2Icon, Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { shareReceipt } from "@/components/money/share-receipt";

/**
 * Share Receipt (the image: the share sheet on a phone, a download elsewhere) and Download PDF (a plain link the
 * browser downloads). Both are made by the server for the signed-in owner only.
 */
export function ShareReceiptButtons({ transactionId }: { transactionId: number }) {
  const t = useTranslations("receipts.share");
  const [busy, setBusy] = useState(false);
  async function share() {
    setBusy(true);
    try {
      if ((await shareReceipt(transactionId, t("shareTitle"))) === "downloaded") toast.success(t("downloaded"));
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="lg" onClick={share} disabled={busy}>
        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <Share2Icon aria-hidden />}
        {t("button")}
      </Button>
      <Button asChild variant="ghost" size="lg">
        <a href={`/api/transactions/${transactionId}/receipt.pdf`} download>
          <FileDownIcon aria-hidden />
          {t("downloadPdf")}
        </a>
      </Button>
    </div>
  );
}
