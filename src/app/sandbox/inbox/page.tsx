import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InboxIcon, MailIcon, MessageSquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/format-date";
import { db } from "@/server/db";
import { readSandboxInbox, sandboxInboxOpen } from "@/server/messages/sandbox-inbox";

export const metadata: Metadata = { title: "Sandbox inbox", robots: { index: false } };

/**
 * The SMS and emails the sandbox providers "sent", newest first, so a reviewer on any sandbox deployment can
 * read the codes. Gone (404) when both message providers are real. The filter is a plain GET form: it works
 * before any script has loaded.
 */
export default async function SandboxInboxPage({
  searchParams,
}: {
  searchParams: Promise<{ to?: string | string[] }>;
}) {
  if (!sandboxInboxOpen()) notFound();
  const raw = (await searchParams).to;
  const search = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  const messages = await readSandboxInbox(db, { search, limit: 100 });

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <header className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Sandbox</p>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <InboxIcon className="size-6 text-primary" aria-hidden />
          Sandbox inbox
        </h1>
        <p className="text-sm text-muted-foreground">
          The SMS and emails Veil &quot;sent&quot; while its message providers are the sandbox. Nothing here reached a
          real phone or mailbox.
        </p>
      </header>

      <form method="get" className="flex gap-2" role="search">
        <label htmlFor="inbox-to" className="sr-only">
          Recipient
        </label>
        <Input id="inbox-to" name="to" defaultValue={search} placeholder="Phone number or email" autoComplete="off" />
        <Button type="submit">Filter</Button>
      </form>
      {search && (
        <p className="-mt-3 text-sm text-muted-foreground">
          Showing messages to &quot;{search}&quot;.{" "}
          <Link href="/sandbox/inbox" className="text-primary underline">
            Show all
          </Link>
        </p>
      )}

      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No messages{search ? " to this recipient" : " yet"}.
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border bg-card p-4 shadow-xs" data-testid="inbox-message">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span className="flex min-w-0 items-center gap-2 font-semibold">
                  {message.channel === "sms" ? (
                    <MessageSquareIcon className="size-4 shrink-0 text-primary" aria-label="SMS" />
                  ) : (
                    <MailIcon className="size-4 shrink-0 text-primary" aria-label="Email" />
                  )}
                  <span className="break-all">{message.to}</span>
                </span>
                <time dateTime={message.sentAt} className="text-xs text-muted-foreground">
                  {formatDateTime(message.sentAt)}
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
