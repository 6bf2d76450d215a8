import * as React from "react";
import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/ui/native-select";
import { NIGERIAN_STATES, stateLabel } from "@/lib/nigerian-states";

/** Nigeria's 36 states and the FCT, in the platform's own picker; empty until one is chosen. */
export function StateSelect(props: React.ComponentProps<"select">) {
  const t = useTranslations("identity.address");
  return (
    <NativeSelect {...props}>
      <option value="">{t("chooseState")}</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {stateLabel(state)}
        </option>
      ))}
    </NativeSelect>
  );
}
