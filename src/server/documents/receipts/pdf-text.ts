import "server-only";
import { rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

// Text on a PDF page in one of PDF's standard fonts (Helvetica): every PDF reader has it, so nothing is embedded,
// and it covers French and Spanish (WinAnsi). It has no naira sign, so ₦ is drawn as an N with two strokes
// across it, as the sign is written; the text layer carries an N there. Characters outside WinAnsi become "?".

const NAIRA = "\u20a6";
const charsets = new WeakMap<PDFFont, Set<number>>();

/** The text with every character the font cannot draw replaced (French narrow spaces become plain ones). */
export function drawable(font: PDFFont, text: string): string {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  const known = set;
  return [...text.replace(/[\u202f\u2009]/g, "\u00a0")]
    .map((char) => (char === NAIRA || known.has(char.codePointAt(0)!) ? char : "?"))
    .join("");
}

/** Width of the text as drawText draws it. */
export function textWidth(font: PDFFont, size: number, text: string): number {
  return font.widthOfTextAtSize(drawable(font, text).replaceAll(NAIRA, "N"), size);
}

/** Draws text at (x, y) (its baseline), the naira sign included; `align` "right" ends it at x, "center" centres it. */
export function drawText(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; font: PDFFont; color?: RGB; align?: "left" | "right" | "center" },
): void {
  const { size, font, y } = options;
  const color = options.color ?? rgb(0.06, 0.09, 0.16);
  const width = textWidth(font, size, text);
  let x =
    options.align === "right" ? options.x - width : options.align === "center" ? options.x - width / 2 : options.x;
  for (const [index, part] of drawable(font, text).split(NAIRA).entries()) {
    if (index > 0) {
      const width = font.widthOfTextAtSize("N", size);
      page.drawText("N", { x, y, size, font, color });
      for (const height of [0.3, 0.48]) {
        page.drawLine({
          start: { x: x - size * 0.06, y: y + size * height },
          end: { x: x + width + size * 0.06, y: y + size * height },
          thickness: Math.max(0.6, size * 0.07),
          color,
        });
      }
      x += width;
    }
    if (part) {
      page.drawText(part, { x, y, size, font, color });
      x += font.widthOfTextAtSize(part, size);
    }
  }
}

/** The text in lines that fit a width, broken anywhere (a link has no spaces). */
export function brokenToWidth(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of text) {
    if (line && textWidth(font, size, line + char) > width) {
      lines.push(line);
      line = "";
    }
    line += char;
  }
  return line ? [...lines, line] : lines;
}

/** The text cut with "…" to fit a width. */
export function fitted(font: PDFFont, size: number, text: string, width: number): string {
  if (textWidth(font, size, text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(font, size, `${cut}...`) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}
