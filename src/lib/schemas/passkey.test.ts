import { passkeyLoginSchema, passkeyRegistrationSchema } from "./passkey";

const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64url");

const login = (signatureBytes: number) => ({
  id: b64(32),
  rawId: b64(32),
  type: "public-key",
  clientExtensionResults: {},
  authenticatorAttachment: "platform",
  response: { clientDataJSON: b64(120), authenticatorData: b64(37), signature: b64(signatureBytes) },
});

describe("a passkey's answer", () => {
  it("takes a post-quantum signature (ML-DSA-44 and -87), which Chromium's authenticator now makes", () => {
    for (const bytes of [72, 2_420, 4_627]) expect(passkeyLoginSchema.safeParse(login(bytes)).success).toBe(true);
  });

  it("still refuses a signature far larger than any algorithm's", () => {
    expect(passkeyLoginSchema.safeParse(login(7_000)).success).toBe(false);
  });

  it("takes an ML-DSA-87 public key at registration", () => {
    const registration = {
      ...login(72),
      response: {
        clientDataJSON: b64(120),
        attestationObject: b64(3_000),
        publicKey: b64(2_592 + 22),
        publicKeyAlgorithm: -50,
        transports: ["internal"],
      },
    };
    expect(passkeyRegistrationSchema.safeParse(registration).success).toBe(true);
  });
});
