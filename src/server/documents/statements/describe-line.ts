import type { Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { nairaIn } from "@/server/documents/receipts/format-in";
import type { StatementLine } from "./statement-data";

type Translate = ReturnType<typeof translator>;

/** A statement line in words, by what moved the money (the ledger entry's kind) and its transaction. */
export function describeLine(t: Translate, language: Language, line: StatementLine): string {
  const name = line.counterparty ?? "—";
  if (line.kind === "veil-transfer") {
    return line.transactionType === "RECEIVE"
      ? t("statements.describe.receivedFromVeilUser")
      : t("statements.describe.sent", { name });
  }
  if (line.kind === "transfer") {
    return line.feeKobo > 0n
      ? t("statements.describe.sentWithFee", { name, fee: nairaIn(language, line.feeKobo) })
      : t("statements.describe.sent", { name });
  }
  if (line.kind.startsWith("transfer-")) return t("statements.describe.refund", { name });
  if (line.kind === "card-top-up") return t("statements.describe.topUp");
  if (line.transactionType === "RECEIVE") return t("statements.describe.received", { name });
  return t("statements.describe.other");
}

/** "2026-11-24 14:05", Lagos time: a CSV's date, sortable and read the same in every spreadsheet. */
export function lagosMinute(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}
