import type { Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { koboToDecimalString } from "@/lib/money";
import { describeLine, lagosMinute } from "./describe-line";
import type { StatementData } from "./statement-data";

// RFC 4180: CRLF between records, a field quoted when it holds a comma, a quote or a line break, quotes doubled.
// A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula: such a cell gets
// a leading apostrophe, so a recipient named "=HYPERLINK(...)" is shown, never run. Amounts are exact decimals
// with a point ("1250.50"), never signed: money in and money out have their own columns.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field, safe for a spreadsheet and quoted as RFC 4180 asks. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const WIDTH = 6;

function record(fields: string[]): string {
  return [...fields, ...Array(Math.max(0, WIDTH - fields.length)).fill("")].map(csvField).join(",");
}

/** The statement as CSV: the account's details and balances first, then one record per ledger movement. */
export function statementCsv(data: StatementData, language: Language): string {
  const t = translator(language);
  const amount = (kobo: bigint) => (kobo === 0n ? "" : koboToDecimalString(kobo));
  const records = [
    record([t("statements.file.title")]),
    record([t("statements.file.accountName"), data.accountName]),
    record([t("statements.file.walletId"), data.walletId]),
    record([t("statements.file.period"), `${data.from} - ${data.to}`]),
    record([t("statements.file.openingBalance"), koboToDecimalString(data.openingKobo)]),
    record([t("statements.file.closingBalance"), koboToDecimalString(data.closingKobo)]),
    record([]),
    record([
      t("statements.file.date"),
      t("statements.file.description"),
      t("statements.file.reference"),
      t("statements.file.moneyIn"),
      t("statements.file.moneyOut"),
      t("statements.file.balance"),
    ]),
    ...data.lines.map((line) =>
      record([
        lagosMinute(line.at),
        describeLine(t, language, line),
        line.reference ?? "",
        amount(line.inKobo),
        amount(line.outKobo),
        koboToDecimalString(line.balanceKobo),
      ]),
    ),
  ];
  return `\ufeff${records.join("\r\n")}\r\n`;
}
