import "server-only";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { Language } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { dateTimeIn, dayIn, nairaIn } from "@/server/documents/receipts/format-in";
import { drawText, fitted } from "@/server/documents/receipts/pdf-text";
import { describeLine } from "./describe-line";
import type { StatementData } from "./statement-data";

// A4 portrait, in points. Columns: date, description, reference, money in, money out, balance (the last three
// right-aligned at their right edge).
const [WIDTH, HEIGHT] = [595, 842];
const MARGIN = 30;
const ROW = 15;
const SIZE = 7.5;
const COLUMNS = [
  { x: MARGIN, width: 62 },
  { x: 94, width: 168 },
  { x: 266, width: 112 },
  { x: 436, width: 54, right: true },
  { x: 496, width: 54, right: true },
  { x: 565, width: 66, right: true },
] as const;
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.89, 0.91, 0.94);

/** The statement as a PDF: the account's details and balances, then every movement with its running balance. */
export async function statementPdf(
  data: StatementData,
  language: Language,
  onProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<Uint8Array> {
  const t = translator(language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t("statements.file.title")} ${data.walletId} ${data.from} - ${data.to}`);
  pdf.setAuthor("Veil");
  pdf.setCreator("Veil");
  pdf.setProducer("Veil");
  pdf.setLanguage(language);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const naira = (kobo: bigint) => (kobo === 0n ? "" : nairaIn(language, kobo));

  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN - 18;
  drawText(page, "Veil", { x: MARGIN, y, size: 22, font: bold, color: rgb(0.31, 0.27, 0.9) });
  drawText(page, t("statements.file.title"), { x: WIDTH - MARGIN, y: y + 4, size: 13, font: bold, align: "right" });
  y -= 34;
  const summary: [string, string][] = [
    [t("statements.file.accountName"), data.accountName],
    [t("statements.file.walletId"), data.walletId],
    [
      t("statements.file.period"),
      t("statements.file.periodRange", { from: day(language, data.from), to: day(language, data.to) }),
    ],
    [t("statements.file.openingBalance"), nairaIn(language, data.openingKobo)],
    [t("statements.file.closingBalance"), nairaIn(language, data.closingKobo)],
  ];
  for (const [label, value] of summary) {
    drawText(page, label, { x: MARGIN, y, size: 9, font: regular, color: MUTED });
    drawText(page, value, { x: 150, y, size: 9, font: bold });
    y -= 14;
  }
  y -= 10;
  y = header(page, y, t, bold);
  if (data.lines.length === 0)
    drawText(page, t("statements.file.noTransactions"), { x: MARGIN, y, size: 9, font: regular, color: MUTED });
  for (const [index, line] of data.lines.entries()) {
    if (y < MARGIN + 30) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = header(page, HEIGHT - MARGIN - 10, t, bold);
    }
    const cells = [
      dayIn(language, line.at),
      describeLine(t, language, line),
      line.reference ?? "",
      naira(line.inKobo),
      naira(line.outKobo),
      nairaIn(language, line.balanceKobo),
    ];
    cells.forEach((text, column) => cell(page, regular, column, y, text));
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: WIDTH - MARGIN, y: y - 5 },
      thickness: 0.4,
      color: RULE,
    });
    y -= ROW;
    if (index % 200 === 199) await onProgress(index / data.lines.length);
  }
  const pages = pdf.getPages();
  const generated = t("statements.file.generated", { at: dateTimeIn(language, new Date()) });
  pages.forEach((each, index) => {
    drawText(each, generated, { x: MARGIN, y: MARGIN - 12, size: 7, font: regular, color: MUTED });
    drawText(each, t("statements.file.page", { page: index + 1, pages: pages.length }), {
      x: WIDTH - MARGIN,
      y: MARGIN - 12,
      size: 7,
      font: regular,
      color: MUTED,
      align: "right",
    });
  });
  return pdf.save();
}

function day(language: Language, value: string): string {
  return dayIn(language, new Date(`${value}T12:00:00+01:00`));
}

function cell(page: PDFPage, font: PDFFont, column: number, y: number, text: string): void {
  const spec = COLUMNS[column]!;
  const right = "right" in spec && spec.right;
  drawText(page, fitted(font, SIZE, text, spec.width), {
    x: spec.x,
    y,
    size: SIZE,
    font,
    align: right ? "right" : "left",
  });
}

function header(page: PDFPage, y: number, t: ReturnType<typeof translator>, bold: PDFFont): number {
  const titles = ["date", "description", "reference", "moneyIn", "moneyOut", "balance"] as const;
  titles.forEach((key, column) => cell(page, bold, column, y, t(`statements.file.${key}`)));
  page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: WIDTH - MARGIN, y: y - 5 }, thickness: 0.8, color: MUTED });
  return y - ROW - 2;
}
