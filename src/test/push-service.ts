// A stand-in for a browser's push service (FCM, Mozilla's autopush), on 127.0.0.1: it keeps every request the
// server sends, answers with the status a test chooses per endpoint, and decrypts a payload with the keys of the
// browser that subscribed (RFC 8291, aes128gcm), as that browser would.
import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of one subscription: its key pair and auth secret, and the JSON PushSubscription gives. */
export type TestSubscription = {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
};

export class LocalPushService {
  readonly requests: PushRequest[] = [];
  /** The status a path answers with; 201 (Created, as FCM answers) when unset. */
  readonly statusFor = new Map<string, number>();
  private server!: Server;
  private origin = "";
  private devices = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        this.requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statusFor.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A new device's subscription, as a browser would make it with this service. */
  subscription(): TestSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${this.origin}/push/device-${++this.devices}`;
    return {
      json: {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
      },
      ecdh,
      authSecret,
    };
  }

  /** The requests sent to one device. */
  to(device: TestSubscription): PushRequest[] {
    const path = new URL(device.json.endpoint).pathname;
    return this.requests.filter((request) => request.path === path);
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** The plaintext of an aes128gcm push body, with the subscribing browser's keys (RFC 8291 section 3.4, RFC 8188). */
export function decryptPush(device: TestSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(device.authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  return padded.subarray(0, end).toString("utf8");
}
