// A passkey authenticator in software, for tests: an ES256 key from node:crypto, attestation "none", and
// assertions signed by hand, as a phone's platform authenticator would make them (WebAuthn Level 2, 6.1 & 6.5).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Just enough CBOR (RFC 8949) for a COSE key and an attestation object: ints, byte and text strings, maps. */
export function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(n, 1);
    return out;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Ceremony = { origin?: string; rpID?: string; userVerified?: boolean; type?: string };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  userHandle: string | undefined;

  constructor(readonly defaults: { origin: string; rpID: string } = { origin: "http://localhost", rpID: "localhost" }) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    // kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, "base64url")],
        [-3, Buffer.from(this.publicJwk.y, "base64url")],
      ]),
    );
  }

  private authData(rpID: string, flags: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Buffer[] = [sha256(rpID), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private flags(ceremony: Ceremony): number {
    return FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
  }

  /** The answer to navigator.credentials.create() for these options, as @simplewebauthn/browser sends it. */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
    const { origin, rpID } = { ...this.defaults, ...ceremony };
    this.userHandle = options.user.id;
    const authData = this.authData(rpID, this.flags(ceremony) | FLAG_AT, true);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData(ceremony.type ?? "webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal" as const],
      },
    };
  }

  /** The answer to navigator.credentials.get(): the counter moves on, and the data is signed with the key. */
  login(options: { challenge: string }, ceremony: Ceremony & { counter?: number } = {}) {
    const { origin, rpID } = { ...this.defaults, ...ceremony };
    this.counter = ceremony.counter ?? this.counter + 1;
    const authData = this.authData(rpID, this.flags(ceremony), false);
    const clientDataJSON = this.clientData(ceremony.type ?? "webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
