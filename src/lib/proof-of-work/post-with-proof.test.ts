import { createHash } from "node:crypto";
import { base64UrlEncode, leadingZeroBits, readChallenge } from "./challenge";
import { postJsonWithProof } from "./post-with-proof";

const CHALLENGE = `${base64UrlEncode(JSON.stringify({ salt: "a1b2", difficulty: 8, expiresAt: Date.now() + 60_000 }))}.sig`;
const BUSY = "Many people are asking for codes right now. Please try again in a minute.";

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("postJsonWithProof", () => {
  it("at the usual rate sends one plain request and does no work", async () => {
    global.fetch = jest.fn(async () => json(200, { data: { sent: true } }));
    const working = jest.fn();
    await expect(postJsonWithProof("/api/x", { a: 1 }, working)).resolves.toEqual({ data: { sent: true } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(working).not.toHaveBeenCalled();
  });

  it("when asked, says it is working, finds the number and sends the request again with it", async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(json(429, { message: BUSY }, { "Veil-Challenge": CHALLENGE }))
      .mockResolvedValueOnce(json(200, { data: { sent: true } }));
    global.fetch = fetch;
    const working = jest.fn();
    await expect(postJsonWithProof("/api/x", { a: 1 }, working)).resolves.toEqual({ data: { sent: true } });
    expect(working.mock.calls).toEqual([[true], [false]]);
    const proof: string = fetch.mock.calls[1][1].headers["veil-proof"];
    expect(proof.startsWith(`${CHALLENGE}.`)).toBe(true);
    const number = proof.slice(CHALLENGE.length + 1);
    const { salt } = readChallenge(CHALLENGE)!;
    expect(leadingZeroBits(createHash("sha256").update(`${salt}${number}`).digest())).toBeGreaterThanOrEqual(8);
    expect(fetch.mock.calls[1][1].body).toBe('{"a":1}');
  });

  it("shows the server's words when it refuses again", async () => {
    global.fetch = jest.fn(async () => json(429, { message: BUSY }, { "Veil-Challenge": CHALLENGE }));
    await expect(postJsonWithProof("/api/x", {}, () => {})).rejects.toThrow(BUSY);
  });
});
