import "server-only";
import { derivedKey, openText, sealText } from "@/server/platform";
import { env } from "@/env";

// The authenticator secret must be read again at every login, so it is encrypted, not hashed: AES-256-GCM
// under a key derived for this purpose alone from the at-rest key (BVN_ENCRYPTION_KEY), never the session secret.

const AAD = "veil:totp:v1";

function key(): Buffer {
  return derivedKey(Buffer.from(env().BVN_ENCRYPTION_KEY, "base64"), "veil totp secret encryption");
}

export function sealTotpSecret(secret: string): string {
  return sealText(key(), AAD, secret);
}

export function openTotpSecret(sealed: string): string {
  return openText(key(), AAD, sealed, "Not a sealed authenticator secret.");
}
