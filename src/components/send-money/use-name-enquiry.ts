"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { BankChoice } from "@/lib/banks";
import { recipientIssue } from "@/lib/schemas/transfer-rules";
import { messageOr, postJson } from "@/lib/http/post-json";

export type Enquiry =
  | { state: "idle" }
  | { state: "invalid"; message: string }
  | { state: "checking" }
  | { state: "resolved"; accountName: string }
  | { state: "failed"; message: string };

/**
 * Name enquiry: once the number has 10 digits and a listed bank is chosen, the NUBAN check digit is checked
 * here where the bank's numbers are NUBANs, then the bank is asked for the holder's name. A newer input
 * cancels the older question.
 */
export function useNameEnquiry(
  accountNumber: string,
  bank: string,
  listed: BankChoice | undefined,
): { enquiry: Enquiry; retry: () => void } {
  const t = useTranslations("sendMoney");
  const notVerified = useTranslations("validation")("recipientNotVerified");
  const nubanCode = listed?.nubanCode;
  const [enquiry, setEnquiry] = useState<Enquiry>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (accountNumber.length !== 10 || nubanCode === undefined) {
      setEnquiry({ state: "idle" });
      return;
    }
    const issue = recipientIssue({ recipientAccountNumber: accountNumber, recipientBank: bank }, { nubanCode });
    if (issue) {
      setEnquiry({ state: "invalid", message: issue.message });
      return;
    }
    let current = true;
    setEnquiry({ state: "checking" });
    postJson<{ data: { accountName: string } }>("/api/transfer/recipient", {
      recipientAccountNumber: accountNumber,
      recipientBank: bank,
    })
      .then((body) => current && setEnquiry({ state: "resolved", accountName: body.data.accountName }))
      .catch((error) => {
        if (!current) return;
        setEnquiry({ state: "failed", message: messageOr(error, notVerified) });
        toast.error(t("verificationFailed"), { description: notVerified });
      });
    return () => {
      current = false;
    };
  }, [accountNumber, bank, nubanCode, attempt, t, notVerified]);

  return { enquiry, retry: () => setAttempt((n) => n + 1) };
}
