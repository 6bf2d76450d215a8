import * as z from "./zod";
import { DISPLAY_CURRENCIES, LANGUAGES } from "@/i18n/locales";
import { phraseText } from "@/i18n/phrase";

/** One of Veil's languages, with the person's sentence for anything else. */
export const languageField = z.enum(LANGUAGES, { error: phraseText("validation.chooseLanguage") });

/** Every switch and select of /settings, as stored per user. */
export const settingsSchema = z.strictObject({
  emailReceipts: z.boolean(),
  marketingEmails: z.boolean(),
  pushNotifications: z.boolean(),
  transactionAlerts: z.boolean(),
  usageAnalytics: z.boolean(),
  darkMode: z.boolean(),
  language: languageField,
  currency: z.enum(DISPLAY_CURRENCIES, { error: phraseText("validation.chooseCurrency") }),
  largerText: z.boolean(),
  hapticFeedback: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;

/** PATCH /api/settings: any of the above, at least one. */
export const settingsPatchSchema = z
  .partial(settingsSchema)
  .check(z.refine((value) => Object.keys(value).length > 0, { error: phraseText("validation.chooseSetting") }));

export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = {
  emailReceipts: true,
  marketingEmails: false,
  pushNotifications: true,
  transactionAlerts: true,
  usageAnalytics: true,
  darkMode: false,
  language: "en",
  currency: "ngn",
  largerText: false,
  hapticFeedback: true,
};

/** PUT /api/language: the footer's switcher, signed in or out. */
export const languageChoiceSchema = z.strictObject({ language: languageField });
