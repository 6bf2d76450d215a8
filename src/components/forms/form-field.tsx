import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled field with its validation message. The message is linked by aria-describedby and announced
 * (role="alert") when it appears.
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
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
