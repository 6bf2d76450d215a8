"use client";

import { cn } from "@/lib/utils";

/**
 * A 4-digit PIN, drawn as four boxes: one real input (numeric keyboard on phones, masked, pasteable, read by
 * screen readers as one field) lies over the boxes, which show a dot per digit typed and where the next goes.
 */
export function PinInput({
  id,
  value,
  onChange,
  autoFocus,
  disabled,
  invalid,
  describedBy,
  onComplete,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onComplete?: (value: string) => void;
}) {
  return (
    // The boxes shrink together on a narrow screen with large text, rather than push the dialog off the screen.
    <div className="group relative mx-auto w-full max-w-max">
      <div className="flex gap-3" aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <span
            key={index}
            className={cn(
              "flex aspect-square w-14 min-w-0 items-center justify-center rounded-xl border-2 bg-background text-2xl",
              invalid ? "border-destructive" : "border-input",
              // Where the next digit goes, only while this field has the focus (a form may hold two).
              index === value.length && !disabled && !invalid && "group-focus-within:border-primary",
            )}
          >
            {index < value.length ? "•" : ""}
          </span>
        ))}
      </div>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const digits = event.target.value.replace(/[^0-9]/g, "").slice(0, 4);
          onChange(digits);
          if (digits.length === 4) onComplete?.(digits);
        }}
        className="absolute inset-0 size-full cursor-text rounded-xl bg-transparent text-transparent caret-transparent opacity-0 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      />
    </div>
  );
}
