"use client";

import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Settings } from "@/lib/schemas/settings";
import type { SessionUser } from "@/lib/session-user";
import { useSettings } from "./use-settings";
import { AccountTab } from "./account-tab";
import { SecurityTab } from "./security-tab";
import { NotificationsTab } from "./notifications-tab";
import { PaymentMethodsTab } from "./payment-methods-tab";
import { PrivacyTab } from "./privacy-tab";
import { PreferencesTab } from "./preferences-tab";
import { SETTINGS_TABS, type SettingsTab } from "./settings-tabs";

export function SettingsScreen({ user, initial, tab }: { user: SessionUser; initial: Settings; tab: SettingsTab }) {
  const t = useTranslations("settings.tabs");
  const { settings, save } = useSettings(initial);
  return (
    <Tabs defaultValue={tab} className="gap-4">
      {/* The tabs wrap onto a second line on a phone: every one is in sight, none is cut off. */}
      <TabsList className="flex flex-wrap justify-start rounded-xl">
        {SETTINGS_TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {t(item.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="account">
        <AccountTab user={user} />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab settings={settings} save={save} />
      </TabsContent>
      <TabsContent value="payment-methods">
        <PaymentMethodsTab />
      </TabsContent>
      <TabsContent value="privacy">
        <PrivacyTab settings={settings} save={save} />
      </TabsContent>
      <TabsContent value="preferences">
        <PreferencesTab settings={settings} save={save} />
      </TabsContent>
    </Tabs>
  );
}
