import { Loader2Icon } from "lucide-react";

/** A money step waiting on the server or a bank: a spinner, what is happening, and what not to do meanwhile. */
export function ProcessingPanel({ title, note }: { title: string; note?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" role="status" aria-live="polite">
      <Loader2Icon className="size-12 animate-spin text-primary" aria-hidden />
      <h2 className="text-xl font-bold">{title}</h2>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
    </div>
  );
}
