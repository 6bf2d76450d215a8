"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { currentSubscription, subscribeThisDevice, unsubscribeThisDevice, type PushRefusal } from "./push-device";

type PushSwitch = "pushNotifications" | "transactionAlerts";
type SwitchProps = { checked: boolean; onCheckedChange: (checked: boolean) => void };

/**
 * "App notifications" and "Transaction alerts" for this device. A switch shows on only when the account's
 * setting is on and this device is subscribed, because only then does anything arrive here. Turning one on asks
 * the browser's permission and subscribes the device (and saves the setting); turning it off saves the setting,
 * and the device is unsubscribed once neither is on. A refusal is explained under the switches.
 */
export function usePushSwitches(settings: Settings, save: (patch: SettingsPatch) => Promise<boolean>) {
  const t = useTranslations("push.device");
  const [subscribed, setSubscribed] = React.useState(false);
  const [refusal, setRefusal] = React.useState<PushRefusal | null>(null);

  React.useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const change = (name: PushSwitch, other: PushSwitch) => async (on: boolean) => {
    setRefusal(null);
    if (on) {
      const refused = subscribed ? null : await subscribeThisDevice();
      if (refused) return setRefusal(refused);
      setSubscribed(true);
      await save({ [name]: true });
      return;
    }
    if (!(await save({ [name]: false }))) return;
    if (!settings[other]) {
      await unsubscribeThisDevice();
      setSubscribed(false);
    }
  };

  const props = (name: PushSwitch, other: PushSwitch): SwitchProps => ({
    checked: subscribed && settings[name],
    onCheckedChange: (on) => void change(name, other)(on),
  });

  return {
    app: props("pushNotifications", "transactionAlerts"),
    transactions: props("transactionAlerts", "pushNotifications"),
    notice: refusal ? (
      <p role="alert" className="pt-1 text-sm text-destructive">
        {t(refusal)}
      </p>
    ) : null,
  };
}
