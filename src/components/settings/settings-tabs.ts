// The six tabs of /settings, in the product's order (docs/product.md, Settings); ?tab= opens one directly.
export const SETTINGS_TABS = [
  { value: "account", label: "Account" },
  { value: "security", label: "Security" },
  { value: "notifications", label: "Notifications" },
  { value: "payment-methods", label: "Payment Methods" },
  { value: "privacy", label: "Privacy" },
  { value: "preferences", label: "Preferences" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]["value"];
