import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { useSay } from "./use-say";

/**
 * A labelled field with its validation message, in the page's language (a shared schema's phrase is said
 * here). The message is linked by aria-describedby and announced (role="alert") when it appears.
 */
export function FormField({
  id,
  label,
  error,
  children,
  labelAside,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  labelAside?: ReactNode;
}) {
  const shown = useSay()(error);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
