import * as React from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { NIGERIAN_STATES, stateLabel } from "@/lib/nigerian-states";

/** Nigeria's 36 states and the FCT, in the platform's own picker; empty until one is chosen. */
export function StateSelect(props: React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <option value="">Choose your state</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {stateLabel(state)}
        </option>
      ))}
    </NativeSelect>
  );
}
