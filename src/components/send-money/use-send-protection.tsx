"use client";

import { useEffect, useRef, useState } from "react";
import { postJson } from "@/lib/http/post-json";
import { SEND_PROTECTION } from "@/lib/limits";
import { parseAmountToKobo } from "@/lib/money";
import type { ScamCheckAnswers } from "@/lib/schemas/transfer";
import dynamic from "next/dynamic";

// The questions' code arrives only for a send that asks them (most never do), fetched when the check says so.
const loadDialog = () => import("./scam-check-dialog");
const ScamCheckDialog = dynamic(() => loadDialog().then((module) => module.ScamCheckDialog), {
  ssr: false,
  loading: () => null,
});

type Check = { scamCheck: boolean; coolingOffMinutes: number | null; reported?: boolean };
type Send = { recipientAccountNumber: string; recipientBank: string; amount: string };

/** Whether anything can be asked of a send this large: below, the server reads nothing and nothing waits. */
function mayBeRisky(amount: string): boolean {
  const kobo = parseAmountToKobo(amount) ?? 0n;
  return kobo >= SEND_PROTECTION.scamCheckFromKobo || kobo >= SEND_PROTECTION.coolingOffFromKobo;
}

/**
 * What protects a send before its PIN: on Confirm, the server says whether it asks the scam check and whether it
 * will wait (POST /api/transfer/check, only for amounts where either can happen); `beforePin` puts the two
 * questions first when asked for. The answers belong to this recipient and amount: a changed send asks again.
 */
export function useSendProtection(send: Send | null) {
  const sendKey = send && mayBeRisky(send.amount) ? JSON.stringify(send) : null;
  const [check, setCheck] = useState<{ for: string; answer: Check | null } | null>(null);
  const [answers, setAnswers] = useState<{ for: string; answers: ScamCheckAnswers } | null>(null);
  const [asking, setAsking] = useState(false);
  const then = useRef<(answers: ScamCheckAnswers) => void>(() => {});

  useEffect(() => {
    if (!sendKey) return;
    let current = true;
    postJson<{ data: Check }>("/api/transfer/check", JSON.parse(sendKey) as Send)
      .then(({ data }) => {
        if (data.scamCheck) void loadDialog();
        if (current) setCheck({ for: sendKey, answer: data });
      })
      // Unknown (offline for a moment): the transfer asks again, and says so if the questions were needed.
      .catch(() => current && setCheck({ for: sendKey, answer: null }));
    return () => {
      current = false;
    };
  }, [sendKey]);

  const known = sendKey && check?.for === sendKey ? check.answer : null;
  const given = sendKey && answers?.for === sendKey ? answers.answers : undefined;

  return {
    checking: sendKey !== null && check?.for !== sendKey,
    coolingOffMinutes: known?.coolingOffMinutes ?? null,
    /** The scam check's answers for the request, once given. */
    scamCheck: given,
    /** Runs `next` (the PIN) once the questions are answered, when this send asks them. */
    beforePin(next: (answers?: ScamCheckAnswers) => void) {
      if (!known?.scamCheck || !sendKey || given) return next(given);
      then.current = (answered) => {
        setAnswers({ for: sendKey, answers: answered });
        next(answered);
      };
      setAsking(true);
    },
    dialog: asking && (
      <ScamCheckDialog
        open
        reported={known?.reported === true}
        onCancel={() => setAsking(false)}
        onAnswered={(answered) => {
          setAsking(false);
          then.current(answered);
        }}
      />
    ),
  };
}
