// The browser's side of passkeys: our API calls and what a person reads when a ceremony does not finish. The
// words are the caller's, in the page's language (the passkeys texts): a fallback, or a `ceremony.*` key.
import { personMessage } from "@/lib/http/person-messages";
import { postJson } from "@/lib/http/post-json";

export type PasskeySummary = { id: string; device: string; createdAt: string; lastUsedAt: string | null };

/** WebAuthn exists in this browser (an old one, or an embedded web view, may have none). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential !== "undefined";
}

async function call<T>(method: "GET" | "DELETE", url: string, fallback: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method, credentials: "same-origin" });
  } catch {
    throw new Error(personMessage(0, "", fallback));
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(personMessage(response.status, body.message ?? "", fallback));
  return body as T;
}

export async function fetchPasskeys(fallback: string): Promise<PasskeySummary[]> {
  const body = await call<{ data: { passkeys: PasskeySummary[] } }>("GET", "/api/account/passkeys", fallback);
  return body.data.passkeys;
}

export async function deletePasskey(id: string, fallback: string): Promise<void> {
  await call("DELETE", `/api/account/passkeys/${encodeURIComponent(id)}`, fallback);
}

export async function deleteAllPasskeys(fallback: string): Promise<void> {
  await call("DELETE", "/api/account/passkeys", fallback);
}

export type RegistrationOptions = Parameters<
  typeof import("@simplewebauthn/browser").startRegistration
>[0]["optionsJSON"];

/** Starts adding a passkey: the server checks the password, then answers the ceremony's options. */
export async function passkeyOptions(password: string): Promise<RegistrationOptions> {
  const { data } = await postJson<{ data: { options: RegistrationOptions } }>("/api/account/passkeys/options", {
    password,
  });
  return data.options;
}

/** Adds a passkey on this device: the device's fingerprint or face prompt for these options, then the server's check. */
export async function addPasskeyOnThisDevice(
  options: RegistrationOptions,
  say: (key: CeremonyFailure) => string,
): Promise<void> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw new Error(say(ceremonyFailure(error, "setup")));
  }
  await postJson("/api/account/passkeys", response);
}

export type CeremonyFailure =
  | "ceremony.alreadySetUp"
  | "ceremony.setupCancelled"
  | "ceremony.loginCancelled"
  | "ceremony.setupFailed"
  | "ceremony.loginFailed";

/** Why a ceremony in the browser stopped (cancelled, already set up, or not possible here), as a text's key. */
export function ceremonyFailure(error: unknown, what: "setup" | "login"): CeremonyFailure {
  const code = (error as { code?: string }).code;
  const name = (error as { name?: string }).name;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "ceremony.alreadySetUp";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return what === "setup" ? "ceremony.setupCancelled" : "ceremony.loginCancelled";
  }
  return what === "setup" ? "ceremony.setupFailed" : "ceremony.loginFailed";
}
