import { z } from "zod/mini";
import { ApiError } from "./api-error";
import { readBody } from "./read-body";

const schema = z.strictObject({ amount: z.string() });

function post(body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readBody", () => {
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
