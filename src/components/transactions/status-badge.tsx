import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

const TONES = {
  Completed: "bg-success/10 text-success",
  Pending: "bg-warning/15 text-warning-foreground",
  Failed: "bg-destructive/10 text-destructive",
  Reversed: "bg-destructive/10 text-destructive",
  Held: "bg-warning/15 text-warning-foreground",
  Scheduled: "bg-primary/10 text-primary",
  Cancelled: "bg-muted text-muted-foreground",
} as const;

/** The status as the server gave it, in the page's language, coloured by meaning. */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("money.statuses");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        TONES[status as keyof typeof TONES] ?? "bg-muted text-muted-foreground",
      )}
    >
      {status in TONES ? t(status as keyof typeof TONES) : status}
    </span>
  );
}
