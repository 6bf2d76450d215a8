import type { Language } from "@/i18n/locales";

/** Who agreed to an identity check, and in which language the words were shown: what its consent record keeps. */
export type ConsentClient = { ipAddress: string | null; userAgent: string | null; language: Language };
