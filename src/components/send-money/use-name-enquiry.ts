"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { phoneWritten, readAccountNumber } from "@/lib/account-number";
import { isVeilWallets, type BankChoice } from "@/lib/banks";
import { readRecipient } from "@/lib/schemas/transfer-rules";
import { messageOr, postJson } from "@/lib/http/post-json";

export type Enquiry =
  | { state: "idle" }
  | { state: "invalid"; message: string }
  | { state: "checking" }
  /** `accountNumber`: the digits the bank was asked with ("8031234567" for "0803 123 4567"). */
  | { state: "resolved"; accountName: string; accountNumber: string }
  /**
   * To another Veil wallet: nobody is asked, so the screen says only that it arrives instantly if the number has
   * one (a stranger learns nothing about who uses Veil); the number stands for the name.
   */
  | { state: "veil"; accountName: string; accountNumber: string }
  | { state: "failed"; message: string };

/**
 * Name enquiry: once the number is whole for the chosen listed bank, the recipient's local checks run here
 * (readRecipient, as the server runs them), then the bank is asked for the holder's name with the digits it
 * takes. A number of the wrong shape for the bank says which shape it takes. A newer input cancels the older
 * question.
 */
export function useNameEnquiry(
  typed: string,
  bank: string,
  listed: BankChoice | undefined,
): { enquiry: Enquiry; retry: () => void } {
  const t = useTranslations("sendMoney");
  const notVerified = useTranslations("validation")("recipientNotVerified");
  // Still being typed, nothing is said; once whole, it passes with its digits or is refused with a sentence.
  const read =
    listed && readAccountNumber(typed, listed).state !== "typing"
      ? readRecipient({ recipientAccountNumber: typed, recipientBank: bank }, listed)
      : null;
  const accountNumber = read && "accountNumber" in read ? read.accountNumber : null;
  const refusal = read && "issue" in read ? read.issue.message : null;
  const [enquiry, setEnquiry] = useState<Enquiry>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (refusal) {
      setEnquiry({ state: "invalid", message: refusal });
      return;
    }
    if (!accountNumber) {
      setEnquiry({ state: "idle" });
      return;
    }
    if (isVeilWallets(bank)) {
      setEnquiry({ state: "veil", accountName: phoneWritten(accountNumber), accountNumber });
      return;
    }
    let current = true;
    setEnquiry({ state: "checking" });
    postJson<{ data: { accountName: string } }>("/api/transfer/recipient", {
      recipientAccountNumber: accountNumber,
      recipientBank: bank,
    })
      .then((body) => current && setEnquiry({ state: "resolved", accountName: body.data.accountName, accountNumber }))
      .catch((error) => {
        if (!current) return;
        setEnquiry({ state: "failed", message: messageOr(error, notVerified) });
        toast.error(t("verificationFailed"), { description: notVerified });
      });
    return () => {
      current = false;
    };
  }, [accountNumber, refusal, bank, attempt, t, notVerified]);

  return { enquiry, retry: () => setAttempt((n) => n + 1) };
}
