"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { messageOr, sendJson } from "@/lib/http/post-json";

async function patchSettings(patch: SettingsPatch): Promise<Settings> {
  const body = await sendJson<{ data: { settings: Settings } }>("PATCH", "/api/settings", patch);
  return body.data.settings;
}

/**
 * The user's settings as saved on the server. A change shows at once and is saved; if saving fails the keys
 * it changed go back to what the server holds and the user is told, so the screen never shows a setting the
 * server does not hold.
 */
export function useSettings(initial: Settings) {
  const t = useTranslations("settings");
  const [settings, setSettings] = React.useState(initial);
  // What the server last confirmed. A ref, not the state updater's argument: React may run an updater later
  // than the line that queued it, so it cannot be relied on to capture the settings before a change.
  const confirmed = React.useRef(initial);

  const save = React.useCallback(
    async (patch: SettingsPatch): Promise<boolean> => {
      // Only the keys this change touched are set from the server's answer: a switch flipped meanwhile keeps
      // its own pending value.
      const settle = () => {
        const keys = Object.keys(patch) as (keyof Settings)[];
        const held = Object.fromEntries(keys.map((key) => [key, confirmed.current[key]]));
        setSettings((current) => ({ ...current, ...held }));
      };
      setSettings((current) => ({ ...current, ...patch }));
      try {
        confirmed.current = await patchSettings(patch);
        settle();
        return true;
      } catch (error) {
        settle();
        toast.error(t("notSaved"), {
          description: messageOr(error, t("checkConnection")),
        });
        return false;
      }
    },
    [t],
  );

  return { settings, save };
}
