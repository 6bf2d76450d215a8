// Session tokens: decoding them (with a key derived once, for speed) must still refuse whatever is not a live
// token of ours, and read what next-auth itself writes.
import crypto, { hkdfSync } from "node:crypto";
import { EncryptJWT } from "jose";
import { encode } from "next-auth/jwt";
import { decodeSession, encodeSession, SESSION_MAX_AGE_SECONDS } from "./session-token";

const SECRET = "unit-tests-secret-unit-tests-secret-unit-tests";
const subject = {
  id: "4f6c2a7e-8d1b-4c3e-9a5f-0b1c2d3e4f50",
  sessionVersion: 3,
  sessionId: "0d6b8f3e-1c2a-4b5d-8e9f-a0b1c2d3e4f5",
};

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.DATABASE_URL ||= "postgresql://unused@127.0.0.1:1/unused";
});
afterEach(() => jest.useRealTimers());

it("decodes a token to its user, session version and session id, the same every time", async () => {
  const token = await encodeSession(subject);
  const claims = { sub: subject.id, sv: 3, sid: subject.sessionId };
  expect(await decodeSession(token)).toEqual(claims);
  expect(await decodeSession(token)).toEqual(claims);
});

it("decodes a session seen for the first time without deriving a key for it", async () => {
  const tokens = await Promise.all(
    Array.from({ length: 10 }, (_, n) => encodeSession({ ...subject, sessionId: subject.sessionId.slice(0, -1) + n })),
  );
  await decodeSession(tokens[0]!); // the secret's key, derived once
  const hkdf = jest.spyOn(crypto, "hkdf");
  const hkdfSync = jest.spyOn(crypto, "hkdfSync");
  try {
    for (const token of tokens.slice(1)) expect(await decodeSession(token)).not.toBeNull();
    expect(hkdf).not.toHaveBeenCalled();
    expect(hkdfSync).not.toHaveBeenCalled();
  } finally {
    hkdf.mockRestore();
    hkdfSync.mockRestore();
  }
});

it("refuses a token once it has expired, even one decoded before", async () => {
  const start = Date.now();
  jest.useFakeTimers({ now: start, doNotFake: ["nextTick", "setImmediate", "setTimeout", "queueMicrotask"] });
  const token = await encodeSession(subject);
  expect(await decodeSession(token)).not.toBeNull();
  jest.setSystemTime(start + (SESSION_MAX_AGE_SECONDS + 60) * 1000);
  expect(await decodeSession(token)).toBeNull();
});

it("refuses a token made with another secret, a tampered one and garbage", async () => {
  const token = await encodeSession(subject);
  const foreign = await encode({ token: { sub: subject.id, sv: 3 }, secret: "another-secret-another-secret-another" });
  expect(await decodeSession(foreign)).toBeNull();
  const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
  expect(await decodeSession(tampered)).toBeNull();
  expect(await decodeSession("not-a-token")).toBeNull();
});

it("refuses a token of ours that would never expire: without exp, or issued more than a session ago", async () => {
  const key = new Uint8Array(hkdfSync("sha256", SECRET, "", "NextAuth.js Generated Encryption Key", 32));
  const claims = { sub: subject.id, sv: 3, sid: subject.sessionId };
  const seal = (jwt: EncryptJWT) => jwt.setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(key);
  // The same key and claims with both times decode: the refusals below are for the times alone.
  const now = Math.floor(Date.now() / 1000);
  expect(await decodeSession(await seal(new EncryptJWT(claims).setIssuedAt(now).setExpirationTime(now + 60)))).toEqual(
    claims,
  );
  expect(await decodeSession(await seal(new EncryptJWT(claims).setIssuedAt(now)))).toBeNull();
  expect(await decodeSession(await seal(new EncryptJWT(claims).setExpirationTime(now + 60)))).toBeNull();
  const longAgo = now - SESSION_MAX_AGE_SECONDS - 120;
  expect(
    await decodeSession(await seal(new EncryptJWT(claims).setIssuedAt(longAgo).setExpirationTime(now + 60))),
  ).toBeNull();
});

it("refuses a token whose claims are not a session's", async () => {
  const odd = await encode({ token: { sub: subject.id }, secret: SECRET });
  expect(await decodeSession(odd)).toBeNull();
});

it("refuses a token from before sessions had ids: everyone signs in once again", async () => {
  const old = await encode({ token: { sub: subject.id, sv: 3 }, secret: SECRET });
  expect(await decodeSession(old)).toBeNull();
});
