"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { BankChoice } from "@/lib/banks";
import { readAccountNumber } from "@/lib/account-number";
import { accountShapeFor, recipientIssue } from "@/lib/schemas/transfer-rules";
import { messageOr, postJson } from "@/lib/http/post-json";

export type Enquiry =
  | { state: "idle" }
  | { state: "invalid"; message: string }
  | { state: "checking" }
  | { state: "resolved"; accountName: string }
  | { state: "failed"; message: string };

/**
 * Name enquiry: once the number is whole for the chosen listed bank (account-number.ts reads it as that bank
 * writes its numbers), the local checks run here, then the bank is asked for the holder's name with the digits
 * it expects. A number of the wrong shape for the bank says which shape it takes. A newer input cancels the
 * older question.
 */
export function useNameEnquiry(
  typed: string,
  bank: string,
  listed: BankChoice | undefined,
): { enquiry: Enquiry; retry: () => void } {
  const t = useTranslations("sendMoney");
  const notVerified = useTranslations("validation")("recipientNotVerified");
  const reading = listed ? readAccountNumber(typed, listed) : ({ state: "typing" } as const);
  const accountNumber = reading.state === "ready" ? reading.accountNumber : null;
  const expects = reading.state === "wrongShape" ? reading.expects : null;
  const nubanCode = listed?.nubanCode ?? null;
  const phoneNumbers = listed?.phoneNumbers ?? false;
  const [enquiry, setEnquiry] = useState<Enquiry>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (expects) {
      setEnquiry({ state: "invalid", message: accountShapeFor(bank, expects) });
      return;
    }
    if (!accountNumber) {
      setEnquiry({ state: "idle" });
      return;
    }
    const input = { recipientAccountNumber: accountNumber, recipientBank: bank };
    const issue = recipientIssue(input, { nubanCode, phoneNumbers });
    if (issue) {
      setEnquiry({ state: "invalid", message: issue.message });
      return;
    }
    let current = true;
    setEnquiry({ state: "checking" });
    postJson<{ data: { accountName: string } }>("/api/transfer/recipient", input)
      .then((body) => current && setEnquiry({ state: "resolved", accountName: body.data.accountName }))
      .catch((error) => {
        if (!current) return;
        setEnquiry({ state: "failed", message: messageOr(error, notVerified) });
        toast.error(t("verificationFailed"), { description: notVerified });
      });
    return () => {
      current = false;
    };
  }, [accountNumber, expects, bank, nubanCode, phoneNumbers, attempt, t, notVerified]);

  return { enquiry, retry: () => setAttempt((n) => n + 1) };
}
