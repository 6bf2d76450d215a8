"use client";

import { Label } from "@/components/ui/label";
import { PinInput } from "./pin-input";

/** A labelled PIN input with its message underneath, announced when it appears. */
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
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-center text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
