import { cn } from "@/lib/utils";

const TONES: Record<string, string> = {
  Completed: "bg-success/10 text-success",
  Pending: "bg-warning/15 text-warning-foreground",
  Failed: "bg-destructive/10 text-destructive",
  Reversed: "bg-destructive/10 text-destructive",
  Held: "bg-warning/15 text-warning-foreground",
};

/** The status as the server gave it, coloured by meaning. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        TONES[status] ?? "bg-muted text-muted-foreground",
      )}
    >
      {status}
    </span>
  );
}
