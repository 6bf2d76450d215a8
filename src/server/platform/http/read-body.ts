import { z } from "zod/mini";
import { ApiError } from "./api-error";
import { asGiven, phrase, textPhrase, type Phrase } from "@/i18n/phrase";

/** What a field of ours could be called: a refusal names an unknown field only when it looks like one. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A request body larger than this is refused before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The first problem, in the words of docs/product.md's Validation table; unknown fields are named. */
export function firstIssueMessage(error: z.core.$ZodError): Phrase {
  const issue = error.issues[0];
  if (!issue) return phrase("serverErrors.requestNotValid");
  if (issue.code === "unrecognized_keys") {
    // Named only when they are names: a key is the sender's text, and the answer speaks in Veil's voice.
    const names = issue.keys.every((key) => FIELD_NAME.test(key)) && issue.keys.length <= 5;
    return names
      ? phrase("serverErrors.unknownField", { fields: issue.keys.join(", ") })
      : phrase("serverErrors.requestNotValid");
  }
  if (issue.code === "invalid_type" && issue.path.length === 0) return phrase("serverErrors.bodyNotObject");
  // A schema refuses with a phrase's text; zod's own English (a schema that names none) is shown as it is.
  return textPhrase(issue.message) ?? asGiven(issue.message);
}

const TOO_LARGE = phrase("serverErrors.requestTooLarge");

/**
 * The body as text, never holding more than `maxBytes` of it: a Content-Length above the limit is refused
 * before a byte is read, and a body without one (chunked) is counted as it arrives and cancelled as soon as
 * it passes the limit, so a client streaming hundreds of megabytes costs one chunk of memory, not all of them.
 */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  return (await readBytes(request, maxBytes, TOO_LARGE)).toString("utf8");
}

/** The body as bytes, bounded as readText's; `tooLarge` is the refusal a person reads. */
export async function readBytes(request: Request, maxBytes: number, tooLarge: Phrase): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError("payload_too_large", tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        reader.cancel().catch(() => {});
        throw new ApiError("payload_too_large", tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away mid-body (a closed tab, a dropped connection): nothing to parse, nothing to log.
    throw new ApiError("bad_request", phrase("serverErrors.requestInterrupted"));
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body and validates it with the same schema the form uses. */
export async function readBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError("bad_request", phrase("serverErrors.bodyNotJson"));
  const text = await readText(request, MAX_BODY_BYTES);
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", phrase("serverErrors.bodyInvalidJson"));
  }
  // Every body Veil reads is an object: anything else is refused as such, not by a field it happens to lack.
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new ApiError("bad_request", phrase("serverErrors.bodyNotObject"));
  }
  const result = z.safeParse(schema, json);
  if (!result.success) throw new ApiError("bad_request", firstIssueMessage(result.error));
  return result.data;
}
