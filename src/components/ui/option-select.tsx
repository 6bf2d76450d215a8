import * as React from "react";
import { NativeSelect } from "./native-select";

/** A NativeSelect drawn from a list of { value, label } options. */
export function OptionSelect<Value extends string>({
  options,
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<typeof NativeSelect>, "value" | "onChange"> & {
  options: readonly { value: Value; label: string }[];
  value: Value;
  onValueChange: (value: Value) => void;
}) {
  return (
    <NativeSelect value={value} onChange={(event) => onValueChange(event.target.value as Value)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
