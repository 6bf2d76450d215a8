import "server-only";
import type { Language } from "@/i18n/locales";
import { formatNaira } from "@/lib/money";
import { translator } from "@/i18n/translator";
import { deviceIn } from "@/lib/device-name";
import { deviceWords } from "@/server/platform";
import { isVeilWallets } from "@/lib/banks";

/** What a notification shows and opens: never the sender's name, never a full account number. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushEvent = {
  id: string;
  kind: string;
  device: string | null;
  transaction: {
    id: number;
    amount: string;
    recipientBank: string | null;
    recipientAccountNumber: string | null;
  } | null;
};

const TRANSACTION_KINDS = {
  "transfer-completed": "transferCompleted",
  "transfer-failed": "transferFailed",
  "transfer-reversed": "transferReversed",
  "money-received": "moneyReceived",
  "top-up": "topUp",
} as const;

/** The notification for an event, in the recipient's language. */
export function pushPayload(event: PushEvent, language: Language): PushPayload {
  const t = translator(language);
  const kind = event.kind as keyof typeof TRANSACTION_KINDS;
  if (TRANSACTION_KINDS[kind] && event.transaction) {
    const { transaction } = event;
    // From another Veil wallet, not by bank transfer (and still never who sent it).
    const key =
      kind === "money-received" && isVeilWallets(transaction.recipientBank)
        ? "moneyReceivedFromVeil"
        : TRANSACTION_KINDS[kind];
    const account = transaction.recipientAccountNumber ? `••••${transaction.recipientAccountNumber.slice(-4)}` : "";
    const values = {
      amount: formatNaira(transaction.amount, language),
      bank: transaction.recipientBank ?? "",
      account,
    };
    return {
      title: t(`push.alert.${key}.title`),
      body: t(`push.alert.${key}.body`, values).replace(/ +\./, ".").trim(),
      url: `/transaction/${transaction.id}`,
      tag: `transaction-${transaction.id}`,
    };
  }
  if (event.kind === "alert:new-device-login" && event.device) {
    return {
      title: t("push.alert.newDevice.title"),
      body: t("push.alert.newDevice.body", { device: deviceIn(event.device, deviceWords(t)) }),
      url: "/settings?tab=security",
      tag: `alert-${event.id}`,
    };
  }
  return {
    title: t("push.alert.security.title"),
    body: t("push.alert.security.body"),
    url: "/settings?tab=security",
    tag: `alert-${event.id}`,
  };
}
