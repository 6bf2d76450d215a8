// The environment, validated once. In production a missing or weak secret, or a missing database, stops
// the server at boot (instrumentation.ts) with the variable's name, rather than failing on a first request.
import "server-only";
import { parseEnv, type Env, developmentSecret } from "@/server/platform";

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env, {
    developmentSecret: process.env.NODE_ENV === "production" ? undefined : developmentSecret,
  });
  return cached;
}

/** Tests that change the environment (a provider switched to real) read it again. */
export function forgetEnvForTests(): void {
  cached = undefined;
}
