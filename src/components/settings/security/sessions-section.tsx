"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { SessionItem } from "@/components/sessions/session-item";
import { SignOutOthersDialog } from "@/components/sessions/sign-out-others-dialog";
import {
  fetchSessions,
  signOutOthers,
  signOutSession,
  type SessionAnswer,
} from "@/components/sessions/session-requests";
import type { SessionView } from "@/lib/session-view";
import { SIGNED_OUT_LOGIN } from "@/lib/signed-out";
import { Section } from "../setting-row";
import { useDeviceName } from "@/components/sessions/use-device-name";

/** Security › Devices: the signed-in sessions, each with Sign out, and "Sign out all other devices". */
export function SessionsSection() {
  const t = useTranslations("sessions");
  const deviceName = useDeviceName();
  const router = useRouter();
  const [sessions, setSessions] = useState<SessionView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // This device was signed out meanwhile (from another one): there is nothing left to show here.
  const signedOutHere = useCallback(
    (answer: SessionAnswer<unknown>) => {
      if (answer.ok || !answer.signedOut) return false;
      router.replace(SIGNED_OUT_LOGIN);
      return true;
    },
    [router],
  );

  const load = useCallback(async () => {
    const answer = await fetchSessions(t("failures.load"));
    if (answer.ok) {
      setSessions(answer.data.sessions);
      setProblem(null);
    } else if (!signedOutHere(answer)) {
      setProblem(answer.message);
    }
  }, [signedOutHere, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async (session: SessionView) => {
    setBusy(session.id);
    const answer = await signOutSession(session.id, t("failures.signOut"));
    setBusy(null);
    if (!answer.ok) {
      if (signedOutHere(answer)) return;
      toast.error(t("notSignedOut"), { description: answer.message });
      return void load();
    }
    setSessions((now) => (now ?? []).filter((kept) => kept.id !== session.id));
    toast.success(t("signedOut"), { description: t("signedOutDescription", { device: deviceName(session.device) }) });
  };

  const signOutEveryOther = async () => {
    setBusy("others");
    const answer = await signOutOthers(t("failures.signOutOthers"));
    setBusy(null);
    if (!answer.ok) {
      if (signedOutHere(answer)) return;
      toast.error(t("othersNotSignedOut"), { description: answer.message });
      return void load();
    }
    setSessions((now) => (now ?? []).filter((kept) => kept.current));
    toast.success(t("othersSignedOut"), { description: t("othersSignedOutDescription") });
  };

  const others = (sessions ?? []).filter((session) => !session.current).length;

  return (
    <Section title={t("title")}>
      <p className="text-sm text-muted-foreground">{t("about")}</p>
      {problem && (
        <div role="alert" className="flex items-center justify-between gap-3 py-3 text-sm">
          <span>{problem}</span>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            {t("retry")}
          </Button>
        </div>
      )}
      {!problem && sessions === null && <p className="py-3 text-sm text-muted-foreground">{t("loading")}</p>}
      {sessions && (
        <ul className="divide-y" data-testid="sessions">
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy === session.id || busy === "others"}
              onSignOut={() => void signOut(session)}
            />
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className="pt-2">
          <SignOutOthersDialog busy={busy === "others"} onConfirm={() => void signOutEveryOther()} />
        </div>
      )}
    </Section>
  );
}
