"use client";

import { CopyIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Ten recovery codes, shown this once, to copy or download as a .txt file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = [
    "Veil recovery codes",
    `Made on ${new Date().toLocaleDateString("en-NG", { day: "numeric", month: "long", year: "numeric" })}. New codes replace these.`,
    "Each code signs you in once if you cannot get a code from your authenticator app or SMS.",
    "",
    ...codes,
    "",
  ].join("\n");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Could not copy", { description: "Select the codes and copy them, or download them." });
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
      <p className="text-sm text-muted-foreground">
        Save these recovery codes somewhere safe. If you lose your phone, each code lets you log in once instead of a
        code from your phone. You will not see them again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden /> Download
        </Button>
        <Button type="button" className="ml-auto" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
