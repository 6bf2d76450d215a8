import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/env";

/** What signs every push (VAPID, RFC 8292): the push service checks it against the key the browser subscribed with. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const DEVELOPMENT_SUBJECT = "mailto:push@veil.invalid";

let cached: VapidKeys | null | undefined;

/**
 * The deployment's VAPID keys, or null when push is not offered: a production (or preview) deployment without
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT. Outside production a missing pair is generated once and
 * kept in .data/vapid-keys.json, like the other development secrets, so a browser's subscription survives a
 * restart (a new key pair would make every existing subscription useless).
 */
export function vapidKeys(): VapidKeys | null {
  if (cached !== undefined) return cached;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, NODE_ENV } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT) {
    cached = { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
  } else if (NODE_ENV !== "production") {
    cached = { ...developmentVapidKeys(), subject: VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT };
  } else {
    cached = null;
  }
  return cached;
}

/** The boot check's line when push is off, naming what to set; null when push is offered. */
export function pushUnavailableNote(): string | null {
  if (vapidKeys()) return null;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  const missing = Object.entries({ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  return `Push alerts are not offered: set ${missing.join(", ")} (npx web-push generate-vapid-keys; docs/push.md).`;
}

function developmentVapidKeys(dataDir = path.join(process.cwd(), ".data")): Omit<VapidKeys, "subject"> {
  // Development only, and never a path the build should trace into the server bundle.
  const location = path.join(/*turbopackIgnore: true*/ dataDir, "vapid-keys.json");
  if (existsSync(location)) {
    try {
      const saved = JSON.parse(readFileSync(location, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof saved.publicKey === "string" && typeof saved.privateKey === "string") {
        return { publicKey: saved.publicKey, privateKey: saved.privateKey };
      }
    } catch {
      // A half-written file (two test workers at once): make a new pair below.
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(location, JSON.stringify(keys) + "\n", { mode: 0o600 });
  return keys;
}

/** Tests that change the environment read it again. */
export function forgetVapidKeysForTests(): void {
  cached = undefined;
}
