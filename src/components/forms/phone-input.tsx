import * as React from "react";
import { Input } from "@/components/ui/input";

/** A Nigerian phone number after a fixed +234 prefix; digits only, 0803... allowed. */
export function PhoneInput(props: React.ComponentProps<typeof Input>) {
  return (
    <div className="flex">
      <span
        className="inline-flex items-center rounded-l-lg border border-r-0 border-input bg-muted px-3 text-sm font-medium text-muted-foreground"
        aria-hidden
      >
        +234
      </span>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="8012345678"
        maxLength={11}
        className="rounded-l-none"
        {...props}
      />
    </div>
  );
}

/** Keeps only the digits of what was typed or pasted. */
export function digitsOnly(value: string, max = 11): string {
  return value.replace(/\D/g, "").slice(0, max);
}
