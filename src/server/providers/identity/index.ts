import "server-only";
import { env } from "@/env";
import type { IdentityProvider } from "./identity-provider";
import { SandboxIdentityProvider } from "./sandbox-identity-provider";

let provider: IdentityProvider | undefined;

/** The identity vendor IDENTITY_PROVIDER names; the sandbox is the default and, today, the only one. */
export function identityProvider(): IdentityProvider {
  if (!provider) {
    switch (env().IDENTITY_PROVIDER) {
      case "sandbox":
        provider = new SandboxIdentityProvider();
    }
  }
  return provider;
}
