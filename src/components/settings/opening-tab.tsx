import "server-only";
import type { ComponentType } from "react";
import { AccountTab } from "./account-tab";
import { SecurityTab } from "./security-tab";
import { NotificationsTab } from "./notifications-tab";
import { PaymentMethodsTab } from "./payment-methods-tab";
import { PrivacyTab } from "./privacy-tab";
import { PreferencesTab } from "./preferences-tab";
import type { SettingsTab } from "./settings-tabs";

const TABS: Record<SettingsTab, ComponentType> = {
  account: AccountTab,
  security: SecurityTab,
  notifications: NotificationsTab,
  "payment-methods": PaymentMethodsTab,
  privacy: PrivacyTab,
  preferences: PreferencesTab,
};

/**
 * The tab a settings page opens on, drawn by the server page: each tab is a client reference, so the page
 * carries the code of this one only, and the browser has it before it hydrates.
 */
export function OpeningTab({ tab }: { tab: SettingsTab }) {
  const Tab = TABS[tab];
  return <Tab />;
}
