import "server-only";
import * as z from "zod/mini";
import type { SelfieImage } from "@/server/identity/ports/identity-provider";
import { ApiError, firstIssueMessage, readBytes, jpegImage, MAX_IMAGE_BYTES } from "@/server/platform";
import { addressSchema, consentFromForm, type AddressInput } from "@/lib/schemas/identity";
import { phrase } from "@/i18n/phrase";

const FORM_TOO_LARGE = phrase("serverErrors.addressFormTooLarge");

/** The bill's 1 MB and room for the text fields and the multipart framing around them. */
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 32 * 1024;

const UNREADABLE = phrase("serverErrors.addressFormUnreadable");

/**
 * The address form as multipart/form-data: street, city, state, consent and an optional utilityBill (a JPEG of
 * at most 1 MB, checked by content). The body is bounded before it is parsed.
 */
export async function readAddressForm(request: Request): Promise<{ input: AddressInput; bill?: SelfieImage }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError("bad_request", UNREADABLE);
  const bytes = await readBytes(request, MAX_FORM_BYTES, FORM_TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", UNREADABLE);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = z.safeParse(addressSchema, {
    street: text("street"),
    city: text("city"),
    state: text("state"),
    consent: consentFromForm(form.get("consent")) || undefined,
    consentLanguage: text("consentLanguage"),
  });
  if (!parsed.success) throw new ApiError("bad_request", firstIssueMessage(parsed.error));
  const bill = form.get("utilityBill");
  // A form with no file chosen still sends the field, empty and unnamed.
  if (bill === null || typeof bill === "string" || (bill.size === 0 && bill.name === "")) return { input: parsed.data };
  return { input: parsed.data, bill: jpegImage(Buffer.from(await bill.arrayBuffer())) };
}
