"use client";

import { useFormatter, useLocale, useNow, useTranslations } from "next-intl";
import { formatDate, formatTime } from "@/lib/format-date";
import { LaptopIcon, SmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SessionView } from "@/lib/session-view";
import { useDeviceName } from "./use-device-name";

const PHONES = /Android|iPhone|iPad/;

/** One signed-in session: device and browser, place, when it signed in and was last active, and Sign out. */
export function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: SessionView;
  busy: boolean;
  onSignOut: () => void;
}) {
  const t = useTranslations("sessions.item");
  const format = useFormatter();
  const language = useLocale();
  const now = useNow({ updateInterval: 60_000 });
  const Icon = PHONES.test(session.device) ? SmartphoneIcon : LaptopIcon;
  const place = session.place ?? t("unknown");
  const device = useDeviceName()(session.device);
  const label = t("label", { device, place });
  const signedIn = new Date(session.signedInAt);
  const lastSeen = new Date(session.lastSeenAt);
  // Under a minute is "just now", not "0 seconds ago"; a clock a little ahead of the server's is too.
  const ago = now.getTime() - lastSeen.getTime() < 60_000 ? t("justNow") : format.relativeTime(lastSeen, now);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="session" aria-label={label}>
      <Icon className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {device}
          {session.current && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
              {t("thisDevice")}
            </span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">{place}</p>
        <p className="text-sm text-muted-foreground">
          {t("signedIn", { date: formatDate(signedIn, language), time: formatTime(signedIn, language) })}
        </p>
        <p className="text-sm text-muted-foreground">{t("lastActive", { ago })}</p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-busy={busy}
          aria-label={t("signOutLabel", { label })}
          onClick={onSignOut}
        >
          {busy ? t("signingOut") : t("signOut")}
        </Button>
      )}
    </li>
  );
}
