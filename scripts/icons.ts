// npx tsx scripts/icons.ts - the PNG icons of the web app manifest and the home screen, drawn from public/icon.svg's shapes:
// any-purpose 192 and 512 (rounded, as the favicon), maskable 512 (full bleed, the mark inside the 80% safe
// zone Android's masks keep), apple-touch 180 (full bleed: iOS rounds it) and a white badge for notifications.
import path from "node:path";
import sharp from "sharp";

const BRAND = "#3b2bb8";
const MARK = `<path d="M8 9.5 16 24l8-14.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M11.5 9.5h9" stroke="#fff" stroke-opacity=".7" stroke-width="2.4" stroke-linecap="round"/>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
/** The mark scaled about the centre: 0.7 keeps it well inside a maskable icon's safe circle. */
const scaled = (factor: number) => `<g transform="translate(16 16) scale(${factor}) translate(-16 -16)">${MARK}</g>`;

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: "icon-192.png", size: 192, svg: svg(`<rect width="32" height="32" rx="9" fill="${BRAND}"/>${MARK}`) },
  { file: "icon-512.png", size: 512, svg: svg(`<rect width="32" height="32" rx="9" fill="${BRAND}"/>${MARK}`) },
  { file: "maskable-512.png", size: 512, svg: svg(`<rect width="32" height="32" fill="${BRAND}"/>${scaled(0.7)}`) },
  {
    file: "apple-touch-icon.png",
    size: 180,
    svg: svg(`<rect width="32" height="32" fill="${BRAND}"/>${scaled(0.85)}`),
  },
  { file: "badge-96.png", size: 96, svg: svg(scaled(1.15).replace('stroke-opacity=".7"', "")) },
];

async function main() {
  for (const icon of ICONS) {
    const out = path.join("public", "icons", icon.file);
    await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 32) })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(out);
    console.log(`Wrote ${out}`);
  }
}

void main();
