// The six tabs of /settings, in the product's order (docs/product.md, Settings); ?tab= opens one directly.
// A label is the key of the tab's name in the settings texts (`tabs.*`).
export const SETTINGS_TABS = [
  { value: "account", label: "account" },
  { value: "security", label: "security" },
  { value: "notifications", label: "notifications" },
  { value: "payment-methods", label: "paymentMethods" },
  { value: "privacy", label: "privacy" },
  { value: "preferences", label: "preferences" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]["value"];
