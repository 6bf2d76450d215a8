import "server-only";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import type { Receipt } from "./receipt-data";
import { brokenToWidth, drawText, fitted } from "./pdf-text";

const WIDTH = 420;
const MARGIN = 32;
const ROW = 26;
const MUTED = rgb(0.39, 0.45, 0.55);
const BRAND = rgb(0.31, 0.27, 0.9);
/** From the page's top to the first row's text: the margin, the brand line, the amount and the status. */
const HEADER = 154;
/** The reference's label and value below the rows. */
const REFERENCE = 40;
const QR_SIDE = 110;

/** The receipt as a one-page PDF: the same rows as the image, the verification link printed and as a QR code. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.reference}`);
  pdf.setAuthor("Veil");
  pdf.setCreator("Veil");
  pdf.setProducer("Veil");
  pdf.setLanguage(receipt.language);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = WIDTH - MARGIN;
  const textX = MARGIN + QR_SIDE + 16;
  const linkLines = brokenToWidth(regular, 8, receipt.link, right - textX);
  const hintLines = wrap(receipt.words.verifyHint, 42);
  // The page is as tall as what it holds: the header, the rows, the reference, then the QR code or the lines
  // beside it, whichever reaches lower, and the margin.
  const besideQr = 34 + linkLines.length * 11 + (hintLines.length - 1) * 12 + 4;
  const height = HEADER + receipt.rows.length * ROW + REFERENCE + Math.max(QR_SIDE, besideQr) + MARGIN;
  const page = pdf.addPage([WIDTH, height]);
  let y = height - MARGIN - 14;

  drawText(page, "Veil", { x: MARGIN, y, size: 24, font: bold, color: BRAND });
  drawText(page, receipt.title, { x: right, y: y + 4, size: 11, font: regular, color: MUTED, align: "right" });
  y -= 56;
  drawText(page, receipt.amount, { x: WIDTH / 2, y, size: 28, font: bold, align: "center" });
  y -= 24;
  drawText(page, receipt.status, { x: WIDTH / 2, y, size: 12, font: bold, color: MUTED, align: "center" });
  y -= 28;

  for (const [label, value] of receipt.rows) {
    page.drawLine({
      start: { x: MARGIN, y: y + ROW - 8 },
      end: { x: right, y: y + ROW - 8 },
      thickness: 0.5,
      color: rgb(0.89, 0.91, 0.94),
    });
    drawText(page, label, { x: MARGIN, y, size: 10, font: regular, color: MUTED });
    drawText(page, fitted(regular, 10, value, 220), { x: right, y, size: 10, font: regular, align: "right" });
    y -= ROW;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + ROW - 8 },
    end: { x: right, y: y + ROW - 8 },
    thickness: 0.5,
    color: rgb(0.89, 0.91, 0.94),
  });
  drawText(page, receipt.words.reference, { x: MARGIN, y, size: 10, font: regular, color: MUTED });
  y -= 16;
  drawText(page, receipt.reference, { x: MARGIN, y, size: 12, font: bold });
  y -= 24;

  const qr = QRCode.create(receipt.link, { errorCorrectionLevel: "M" });
  const cells = qr.modules.size;
  const cell = QR_SIDE / cells;
  const top = y;
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      if (qr.modules.get(row, column)) {
        page.drawRectangle({
          x: MARGIN + column * cell,
          y: top - (row + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }
  }
  drawText(page, receipt.words.verifyLine, { x: textX, y: top - 12, size: 9, font: regular, color: MUTED });
  let lineY = top - 26;
  for (const line of linkLines) {
    drawText(page, line, { x: textX, y: lineY, size: 8, font: regular, color: BRAND });
    lineY -= 11;
  }
  for (const line of hintLines) {
    drawText(page, line, { x: textX, y: lineY - 8, size: 9, font: regular, color: MUTED });
    lineY -= 12;
  }
  return pdf.save();
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}
