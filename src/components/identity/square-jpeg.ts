// A selfie as the server takes it (docs/decisions/identity-tiers.md): a JPEG of at most 1 MB. The still is the
// middle square of what the camera or the chosen photo shows, at most 720 px a side, never enlarged.

/** The longest side a selfie is sent at: enough for a face match, and well under 1 MB as a JPEG. */
export const SELFIE_MAX_SIDE = 720;
/** The server's limit (MAX_IMAGE_BYTES). */
export const SELFIE_MAX_BYTES = 1024 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.5, 0.35];

/** The centred square of a width x height picture, and the size it is drawn at. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number; size: number } {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    size: Math.min(side, SELFIE_MAX_SIDE),
  };
}

/**
 * Draws the middle square of `source` (a playing video, or a decoded photo) into `canvas` and answers it as a
 * JPEG under 1 MB; null when the browser cannot encode it.
 */
export async function squareJpeg(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Blob | null> {
  const { sx, sy, side, size } = squareCrop(width, height);
  return drawJpeg(canvas, source, [sx, sy, side, side], size, size);
}

/** The longest side a utility bill is sent at: its words stay readable. */
export const BILL_MAX_SIDE = 1600;

/** A whole photo (a utility bill), scaled down to at most BILL_MAX_SIDE, as a JPEG under 1 MB. */
export async function fittedJpeg(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Blob | null> {
  const scale = Math.min(1, BILL_MAX_SIDE / Math.max(width, height));
  return drawJpeg(canvas, source, [0, 0, width, height], Math.round(width * scale), Math.round(height * scale));
}

/** Draws `crop` of `source` at width x height and encodes it, lowering the quality until it is under 1 MB. */
async function drawJpeg(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  [sx, sy, sw, sh]: [number, number, number, number],
  width: number,
  height: number,
): Promise<Blob | null> {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context || width === 0 || height === 0) return null;
  context.drawImage(source, sx, sy, sw, sh, 0, 0, width, height);
  for (const quality of QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob) return null;
    if (blob.size < SELFIE_MAX_BYTES) return blob;
  }
  return null;
}

type Draw = (
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
) => Promise<Blob | null>;

/**
 * A photo file the person chose (any image type the browser reads: JPEG, PNG, HEIC on Safari), drawn by `draw`
 * (squareJpeg, fittedJpeg) into a JPEG under 1 MB; null when it cannot be read or encoded.
 */
export async function photoAsJpeg(canvas: HTMLCanvasElement, file: Blob, draw: Draw): Promise<Blob | null> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await draw(canvas, image, image.width, image.height);
  } finally {
    image.close();
  }
}

/** Why the camera did not open, from getUserMedia's refusal: the key of a person's words (identity texts). */
export function cameraProblem(error: unknown): "camera.refused" | "camera.none" | "camera.busy" | "camera.notAllowed" {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "camera.refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "camera.none";
  if (name === "NotReadableError" || name === "AbortError") return "camera.busy";
  return "camera.notAllowed";
}
