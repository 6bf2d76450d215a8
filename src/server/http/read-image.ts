import "server-only";
import type { SelfieImage } from "@/server/providers/identity/identity-provider";
import { ApiError } from "./api-error";
import { readBytes } from "./read-body";

/** The most an identity photo (a selfie, a utility bill) may weigh: the screens send a JPEG well under it. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_MESSAGES = {
  notJpeg: "The photo must be a JPEG image. Take it again, or choose a JPEG photo.",
  tooLarge: "The photo is larger than 1 MB. Take it again, or choose a smaller photo.",
  empty: "The photo is empty. Take it again.",
  unreadable: "We couldn't read this photo. Take it again, or choose another JPEG photo.",
} as const;

/**
 * A JPEG image's width and height, from its start-of-frame marker; null when the bytes are not a JPEG we can
 * read (wrong magic number, truncated, no frame). Reads only the markers: the image is never decoded.
 */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** Checks JPEG bytes (type by their content, not a header; size; a readable frame) for a provider. */
export function jpegImage(bytes: Buffer): SelfieImage {
  if (bytes.length === 0) throw new ApiError("bad_request", IMAGE_MESSAGES.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError("payload_too_large", IMAGE_MESSAGES.tooLarge);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    throw new ApiError("bad_request", IMAGE_MESSAGES.notJpeg);
  }
  const size = jpegSize(bytes);
  if (!size) throw new ApiError("bad_request", IMAGE_MESSAGES.unreadable);
  return { jpeg: bytes, ...size };
}

/**
 * A request whose body is the photo itself (Content-Type image/jpeg), never held beyond 1 MB: the route
 * receives a checked JPEG or the person reads what to do.
 */
export async function readImage(request: Request): Promise<SelfieImage> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^image\/jpeg\s*(;|$)/i.test(type)) throw new ApiError("bad_request", IMAGE_MESSAGES.notJpeg);
  return jpegImage(await readBytes(request, MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge));
}
