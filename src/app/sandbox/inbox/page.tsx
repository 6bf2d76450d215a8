import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { InboxIcon, MailIcon, MessageSquareIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/format-date";
import { languageOr } from "@/i18n/locales";
import { db } from "@/server/db";
import { readSandboxInbox, sandboxInboxOpen, sandboxKeepsMessages } from "@/server/notify";
import { reviewerSecretAsked } from "@/server/platform";
import { openSandboxInbox } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sandboxPages.inbox");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The SMS and emails the sandbox providers "sent", newest first, so a reviewer on any sandbox deployment can
 * read the codes. Where a provider is real it exists only for a reviewer: with SANDBOX_INBOX_SECRET set it asks
 * for it once, else it is gone (404), as it is when both message providers are real. The forms are plain: they
 * work before any script has loaded.
 */
export default async function SandboxInboxPage({
  searchParams,
}: {
  searchParams: Promise<{ to?: string | string[]; secret?: string | string[] }>;
}) {
  const params = await searchParams;
  if (!sandboxInboxOpen(await headers())) {
    if (!sandboxKeepsMessages() || !reviewerSecretAsked()) notFound();
    return <AskForSecret wrong={params.secret === "wrong"} />;
  }
  const raw = params.to;
  const search = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  const messages = await readSandboxInbox(db, { search, limit: 100 });
  const [t, language] = await Promise.all([getTranslations("sandboxPages.inbox"), getLocale()]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <InboxHeader eyebrow={t("eyebrow")} title={t("title")} body={t("body")} />

      <form method="get" className="flex gap-2" role="search">
        <label htmlFor="inbox-to" className="sr-only">
          {t("recipient")}
        </label>
        <Input id="inbox-to" name="to" defaultValue={search} placeholder={t("placeholder")} autoComplete="off" />
        <Button type="submit">{t("filter")}</Button>
      </form>
      {search && (
        <p className="-mt-3 text-sm text-muted-foreground">
          {t("showing", { search })}{" "}
          <Link href="/sandbox/inbox" className="text-primary underline">
            {t("showAll")}
          </Link>
        </p>
      )}

      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {search ? t("noneToRecipient") : t("noneYet")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t("listLabel")}>
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border bg-card p-4 shadow-xs" data-testid="inbox-message">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span className="flex min-w-0 items-center gap-2 font-semibold">
                  {message.channel === "sms" ? (
                    <MessageSquareIcon className="size-4 shrink-0 text-primary" aria-label={t("sms")} />
                  ) : (
                    <MailIcon className="size-4 shrink-0 text-primary" aria-label={t("email")} />
                  )}
                  <span className="break-all">{message.to}</span>
                </span>
                <time dateTime={message.sentAt} className="text-xs text-muted-foreground">
                  {formatDateTime(message.sentAt, languageOr(language))}
                </time>
              </div>
              {message.subject && <p className="mt-2 text-sm font-medium">{message.subject}</p>}
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function InboxHeader({ eyebrow, title, body }: { eyebrow: string; title: string; body: string }) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p>
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <InboxIcon className="size-6 text-primary" aria-hidden />
        {title}
      </h1>
      <p className="text-sm text-muted-foreground">{body}</p>
    </header>
  );
}

/** The reviewer secret, asked once: the answer keeps a token in an httpOnly cookie. */
async function AskForSecret({ wrong }: { wrong: boolean }) {
  const t = await getTranslations("sandboxPages.inbox");
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-5 px-4 py-10">
      <InboxHeader eyebrow={t("eyebrow")} title={t("askTitle")} body={t("askBody")} />
      <form action={openSandboxInbox} className="flex flex-col gap-3">
        <label htmlFor="inbox-secret" className="text-sm font-medium">
          {t("secret")}
        </label>
        <Input
          id="inbox-secret"
          name="secret"
          type="password"
          required
          autoComplete="off"
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? "inbox-secret-wrong" : undefined}
        />
        {wrong && (
          <p id="inbox-secret-wrong" role="alert" className="text-sm text-destructive">
            {t("wrongSecret")}
          </p>
        )}
        <Button type="submit">{t("open")}</Button>
      </form>
    </main>
  );
}
