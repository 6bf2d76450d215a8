"use client";

import { useFormatter, useTranslations } from "next-intl";
import { CopyIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Ten recovery codes, shown this once, to copy or download as a .txt file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("twoFactor");
  const format = useFormatter();
  const text = [
    t("recovery.fileTitle"),
    t("recovery.fileMade", { date: format.dateTime(new Date(), { day: "numeric", month: "long", year: "numeric" }) }),
    t("recovery.fileUse"),
    "",
    ...codes,
    "",
  ].join("\n");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("recovery.copied"));
    } catch {
      toast.error(t("couldNotCopy"), { description: t("recovery.selectCodes") });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "veil-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("recovery.save")}</p>
      <ul aria-label={t("recovery.list")} className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden /> {t("recovery.copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden /> {t("recovery.download")}
        </Button>
        <Button type="button" className="ml-auto" onClick={onDone}>
          {t("recovery.saved")}
        </Button>
      </div>
    </div>
  );
}
