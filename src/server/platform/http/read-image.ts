import "server-only";
import type { SelfieImage } from "@/server/identity";
import { ApiError } from "./api-error";
import { jpegSize } from "./jpeg-size";
import { readBytes } from "./read-body";
import { phrase } from "@/i18n/phrase";

export { jpegSize };

/** The most an identity photo (a selfie, a utility bill) may weigh: the screens send a JPEG well under it. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_MESSAGES = {
  notJpeg: phrase("serverErrors.photoNotJpeg"),
  tooLarge: phrase("serverErrors.photoTooLarge"),
  empty: phrase("serverErrors.photoEmpty"),
  unreadable: phrase("serverErrors.photoUnreadable"),
} as const;

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
