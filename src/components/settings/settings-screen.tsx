"use client";

import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Settings } from "@/lib/schemas/settings";
import type { SessionUser } from "@/lib/session-user";
import { lazyComponent } from "@/lib/lazy-component";
import { onFirstIntent } from "@/lib/on-first-intent";
import { useSettings } from "./use-settings";
import { SettingsContext } from "./settings-context";
import { SETTINGS_TABS, type SettingsTab } from "./settings-tabs";

// The tab a page opens on comes drawn by the server page (`opening`), a client reference whose code the browser
// has before it hydrates, so what a person does on it at once is never lost to a tab still loading. The others
// arrive on the person's first touch, key press or mouse movement (see onFirstIntent), before one can be chosen.
const TABS: Record<SettingsTab, ReturnType<typeof lazyComponent<object>>> = {
  account: lazyComponent(() => import("./account-tab").then((loaded) => loaded.AccountTab)),
  security: lazyComponent(() => import("./security-tab").then((loaded) => loaded.SecurityTab)),
  notifications: lazyComponent(() => import("./notifications-tab").then((loaded) => loaded.NotificationsTab)),
  "payment-methods": lazyComponent(() => import("./payment-methods-tab").then((loaded) => loaded.PaymentMethodsTab)),
  privacy: lazyComponent(() => import("./privacy-tab").then((loaded) => loaded.PrivacyTab)),
  preferences: lazyComponent(() => import("./preferences-tab").then((loaded) => loaded.PreferencesTab)),
};

/** Every tab's code, loaded: the server draws the tab a page opens on without waiting. */
export const loadSettingsTabs = () => Promise.all(Object.values(TABS).map((tab) => tab.load()));
if (typeof window === "undefined") void loadSettingsTabs().catch(() => {});

function TabLoading() {
  return (
    <div className="flex justify-center py-10">
      <Loader2Icon className="size-6 animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}

export function SettingsScreen({
  user,
  initial,
  tab,
  opening,
}: {
  user: SessionUser;
  initial: Settings;
  tab: SettingsTab;
  /** The opening tab as the server page drew it; without it, it loads like the others. */
  opening?: ReactNode;
}) {
  const t = useTranslations("settings.tabs");
  const { settings, save } = useSettings(initial);
  const state = useMemo(() => ({ user, settings, save }), [user, settings, save]);
  useEffect(() => onFirstIntent(() => Object.values(TABS).forEach((lazyTab) => lazyTab.preload())), []);
  const panel = (value: SettingsTab, Lazy: ComponentType) => (
    <TabsContent key={value} value={value}>
      {value === tab && opening ? (
        opening
      ) : (
        <Suspense fallback={<TabLoading />}>
          <Lazy />
        </Suspense>
      )}
    </TabsContent>
  );
  return (
    <SettingsContext value={state}>
      <Tabs defaultValue={tab} className="gap-4">
        {/* The tabs wrap onto a second line on a phone: every one is in sight, none is cut off. */}
        <TabsList className="flex flex-wrap justify-start rounded-xl">
          {SETTINGS_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {t(item.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTINGS_TABS.map(({ value }) => panel(value, TABS[value]))}
      </Tabs>
    </SettingsContext>
  );
}
