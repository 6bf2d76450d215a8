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
const AccountTab = lazyComponent(() => import("./account-tab").then((module) => module.AccountTab));
const SecurityTab = lazyComponent(() => import("./security-tab").then((module) => module.SecurityTab));
const NotificationsTab = lazyComponent(() => import("./notifications-tab").then((module) => module.NotificationsTab));
const PaymentMethodsTab = lazyComponent(() =>
  import("./payment-methods-tab").then((module) => module.PaymentMethodsTab),
);
const PrivacyTab = lazyComponent(() => import("./privacy-tab").then((module) => module.PrivacyTab));
const PreferencesTab = lazyComponent(() => import("./preferences-tab").then((module) => module.PreferencesTab));
const TABS = [AccountTab, SecurityTab, NotificationsTab, PaymentMethodsTab, PrivacyTab, PreferencesTab];

/** Every tab's code, loaded: the server draws the tab a page opens on without waiting. */
export const loadSettingsTabs = () => Promise.all(TABS.map((tab) => tab.load()));
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
  useEffect(() => onFirstIntent(() => TABS.forEach((lazyTab) => lazyTab.preload())), []);
  const panel = (value: SettingsTab, Lazy: ComponentType) => (
    <TabsContent value={value}>
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
        {panel("account", AccountTab)}
        {panel("security", SecurityTab)}
        {panel("notifications", NotificationsTab)}
        {panel("payment-methods", PaymentMethodsTab)}
        {panel("privacy", PrivacyTab)}
        {panel("preferences", PreferencesTab)}
      </Tabs>
    </SettingsContext>
  );
}
