"use client";

import * as React from "react";
import { toast } from "sonner";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { messageOr, sendJson } from "@/lib/http/post-json";

async function patchSettings(patch: SettingsPatch): Promise<Settings> {
  const body = await sendJson<{ data: { settings: Settings } }>("PATCH", "/api/settings", patch);
  return body.data.settings;
}

/**
 * The user's settings as saved on the server. A change shows at once and is saved; if saving fails it is
 * undone and the user is told, so the screen never shows a setting the server does not hold.
 */
export function useSettings(initial: Settings) {
  const [settings, setSettings] = React.useState(initial);
  const [saving, setSaving] = React.useState(false);

  const save = React.useCallback(async (patch: SettingsPatch): Promise<boolean> => {
    let before: Settings | undefined;
    setSettings((current) => {
      before = current;
      return { ...current, ...patch };
    });
    setSaving(true);
    try {
      setSettings(await patchSettings(patch));
      return true;
    } catch (error) {
      if (before) setSettings(before);
      toast.error("Settings not saved", {
        description: messageOr(error, "Please check your connection and try again."),
      });
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { settings, save, saving };
}
