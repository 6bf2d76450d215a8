import type * as React from "react";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A search box with its magnifier and a label for screen readers (the FAQ's, the history's). */
export function SearchField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & Omit<React.ComponentProps<typeof Input>, "id" | "variant">) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" enterKeyHint="search" autoComplete="off" variant="search" {...input} />
    </div>
  );
}
