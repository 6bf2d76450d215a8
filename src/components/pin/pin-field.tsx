"use client";

import { Label } from "@/components/ui/label";
import { useSay } from "@/components/forms/use-say";
import { PinInput } from "./pin-input";

/** A labelled PIN input with its message underneath (a schema's phrase said), announced when it appears. */
export function PinField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const shown = useSay()(error);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} className="justify-center">
        {label}
      </Label>
      <PinInput
        id={id}
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
        disabled={disabled}
        invalid={!!shown}
        describedBy={shown ? `${id}-error` : undefined}
      />
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-center text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
