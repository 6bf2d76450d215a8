import { z } from "zod/mini";
import { ApiError } from "./api-error";
import { readBody, readText } from "./read-body";

const schema = z.strictObject({ amount: z.string() });

function post(body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readBody", () => {
  it("names an unknown field only when it looks like a field's name, never repeating a sender's sentence", async () => {
    const refusal = (body: object) => readBody(post(JSON.stringify({ amount: "1", ...body })), schema).catch((e) => e);
    expect(((await refusal({ extra: 1 })) as ApiError).message).toBe("Unknown field: extra.");
    for (const key of [
      "Your account is locked. Call +2348000000000",
      "a\u202eb",
      "validation.bvnElevenDigits",
      "x".repeat(41),
    ]) {
      expect(((await refusal({ [key]: 1 })) as ApiError).message).toBe("The request is not valid.");
    }
  });

  it("refuses a body that is not an object as such, whatever the schema would say of it", async () => {
    for (const body of ["[1,2]", "null", '"text"', "7"]) {
      const error = (await readBody(post(body), z.object({ amount: z.optional(z.string()) })).catch(
        (e) => e,
      )) as ApiError;
      expect(error.message).toBe("Send the request body as a JSON object.");
    }
  });

  it("returns the body its schema accepts", async () => {
    await expect(readBody(post('{"amount":"100"}'), schema)).resolves.toEqual({ amount: "100" });
  });

  it("answers a client that went away mid-body with a 400, not an unhandled 500", async () => {
    const broken = new ReadableStream({
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    const error = await readBody(post(broken), schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it("refuses a body over 16 KB even when its Content-Length says less", async () => {
    const big = JSON.stringify({ amount: "x".repeat(17_000) });
    const error = await readBody(
      post(big, { "content-type": "application/json", "content-length": "10" }),
      schema,
    ).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(413);
  });
});

/** A chunked body with no Content-Length that never ends: 64 KB a pull, counting how often it was pulled. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulls += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  return { stream, counter };
}

describe("readText", () => {
  it("refuses a Content-Length above the limit before reading a byte", async () => {
    const { stream, counter } = endlessBody();
    const request = post(stream, { "content-type": "application/json", "content-length": String(200 * 1024 * 1024) });
    const error = await readText(request, 16 * 1024).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(413);
    expect(counter.pulls).toBeLessThanOrEqual(1);
  });

  it("stops pulling a chunked body as soon as it passes the limit, and cancels it", async () => {
    const { stream, counter } = endlessBody();
    const error = await readText(post(stream), 16 * 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe("The request is too large.");
    // One chunk passes 16 KB; the stream may have pulled one more ahead of the reader (its high-water mark).
    expect(counter.pulls).toBeLessThanOrEqual(3);
    expect(counter.cancelled).toBe(true);
  });

  it("refuses a JSON body streamed past 16 KB through readBody too", async () => {
    const { stream, counter } = endlessBody();
    const error = await readBody(post(stream), schema).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(413);
    expect(counter.pulls).toBeLessThanOrEqual(3);
  });

  it("reads a body under the limit whole, multi-byte characters included", async () => {
    await expect(readText(post("₦1,000 — naira"), 1024)).resolves.toBe("₦1,000 — naira");
  });
});
