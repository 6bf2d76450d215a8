import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Messages } from "./messages";

/** The namespaces that name a page: those with a "title" text. */
type TitledNamespace = { [N in keyof Messages]: Messages[N] extends { title: string } ? N : never }[keyof Messages];

/**
 * A page's `generateMetadata`: its title in the request's language, from its namespace's "title" (the root
 * layout's template adds "· Veil"). `export const generateMetadata = pageTitle("dashboard");`
 */
export function pageTitle(namespace: TitledNamespace) {
  return async (): Promise<Metadata> => {
    const t = (await getTranslations(namespace)) as unknown as (key: string) => string;
    return { title: t("title") };
  };
}
