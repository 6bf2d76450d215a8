import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type DetailRow = { label: string; value: ReactNode };

/** Label and value rows, as on the confirm step and the receipts. */
export function DetailList({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    <dl className={cn("divide-y rounded-xl border bg-card text-sm", className)}>
      {rows.map(({ label, value }) => (
        <div key={label} className="flex items-start justify-between gap-4 px-4 py-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
