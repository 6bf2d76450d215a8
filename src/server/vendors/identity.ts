import "server-only";
import { env } from "@/env";
import type { IdentityProvider } from "@/server/identity";
import { SandboxIdentityProvider } from "./sandbox/sandbox-identity-provider";
import { dojahIdentity } from "./dojah/identity/dojah-identity";

let provider: IdentityProvider | undefined;

/** The identity vendor IDENTITY_PROVIDER names: the sandbox (the default) or Dojah. */
export function identityProvider(): IdentityProvider {
  if (!provider) {
    const config = env();
    provider =
      config.IDENTITY_PROVIDER === "dojah"
        ? dojahIdentity({
            appId: config.DOJAH_APP_ID!,
            secretKey: config.DOJAH_SECRET_KEY!,
            baseUrl: config.DOJAH_BASE_URL,
          })
        : new SandboxIdentityProvider();
  }
  return provider;
}
