import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

// For tests: what a PDF written with a standard font says, page by page, as a reader's text layer would give it
// (each drawn string, WinAnsi-decoded). Loading it with pdf-lib also proves the file parses.

export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; title: string | undefined }> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams
      .map((entry) => pdf.context.lookup(entry as PDFRef))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
      .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((match) => Buffer.from(match[1]!, "hex").toString("latin1"))
      .join("\n");
  });
  return { pages, title: pdf.getTitle() };
}

/**
 * For tests: where a PDF's first page places what it draws (each text's baseline and each shape's origin, as
 * pdf-lib writes them), against the page's size: what a reader would find cut off at an edge.
 */
export async function pdfPlacements(bytes: Uint8Array): Promise<{ width: number; height: number; lowest: number }> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0]!;
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const ys = streams
    .map((entry) => pdf.context.lookup(entry as PDFRef))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .flatMap((content) => [...content.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) (?:cm|Tm)/g)])
    .map((match) => Number(match[2]))
    .filter((y) => y !== 0); // a shape's own origin inside its transform
  return { ...page.getSize(), lowest: Math.min(...ys) };
}
