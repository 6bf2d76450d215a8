// The payouts webhook refuses a huge body without reading it whole: no database is reached.
import { POST as webhookRoute } from "./route";

function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulls: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulls += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const call = (body: BodyInit, headers: Record<string, string> = {}) =>
  webhookRoute(
    new Request("http://localhost/api/webhooks/payouts", {
      method: "POST",
      body,
      headers: { "x-paystack-signature": "0".repeat(128), ...headers },
      duplex: "half",
    } as RequestInit),
    { params: Promise.resolve({}) },
  );

describe("POST /api/webhooks/payouts with a huge body", () => {
  it("answers 413 to a chunked body without reading past its 64 KB limit", async () => {
    const { stream, counter } = endlessBody();
    const answer = await call(stream);
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe("The request is too large.");
    expect(counter.pulls).toBeLessThanOrEqual(4);
  });

  it("answers 413 at once to a Content-Length above the limit", async () => {
    const { stream, counter } = endlessBody();
    const answer = await call(stream, { "content-length": String(700 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(counter.pulls).toBeLessThanOrEqual(1);
  });
});
