"use client";

import { createContext, useContext } from "react";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import type { SessionUser } from "@/lib/session-user";

/** What every tab reads: the person, their settings as the screen shows them, and how to change them. */
export type SettingsState = {
  user: SessionUser;
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
};

export const SettingsContext = createContext<SettingsState | null>(null);

export function useSettingsState(): SettingsState {
  const state = useContext(SettingsContext);
  if (!state) throw new Error("A settings tab is drawn inside SettingsScreen.");
  return state;
}
