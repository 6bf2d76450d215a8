import { getFormatter, getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { supportAddress } from "@/server/support";

/** When the privacy policy and the terms last changed: shown on both, and changed with their texts. */
export const LEGAL_UPDATED = new Date("2026-11-28T12:00:00Z");

/** The sections of each document, in order, by their keys in `legal.<document>.sections`. */
const SECTIONS = {
  privacy: ["who", "collect", "why", "privacy", "share", "keep", "rights", "security", "complain", "changes"],
  terms: [
    "who",
    "wallet",
    "sending",
    "fees",
    "privacy",
    "conduct",
    "security",
    "problems",
    "closing",
    "liability",
    "law",
  ],
} as const;

type Document = keyof typeof SECTIONS;

/** The privacy policy or the terms: a title, the date, a table of contents, and each section's paragraphs. */
export async function LegalPage({ document }: { document: Document }) {
  const [t, format] = await Promise.all([getTranslations("legal"), getFormatter()]);
  const values = { email: supportAddress() };
  const section = (key: string, part: "title" | "body") =>
    // The section keys are listed above from the same catalogue: a missing one fails messages.test.ts.
    t(`${document}.sections.${key}.${part}` as Parameters<typeof t>[0], values);
  return (
    <PageFrame>
      <article className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">{t(`${document}.title`)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("updated", { date: format.dateTime(LEGAL_UPDATED, { dateStyle: "long" }) })}
        </p>
        <p className="mt-6 text-lg text-muted-foreground">{t(`${document}.intro`)}</p>
        <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border bg-card p-5">
          <h2 id="legal-contents" className="text-sm font-semibold">
            {t("contents")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {SECTIONS[document].map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="text-primary underline-offset-4 hover:underline">
                  {section(key, "title")}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {SECTIONS[document].map((key, at) => (
          <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`${key}-title`} className="text-xl font-bold">
              {at + 1}. {section(key, "title")}
            </h2>
            {section(key, "body")
              .split("\n\n")
              .map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed">
                  {paragraph}
                </p>
              ))}
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
