// The browser's side of passkeys: our API calls and what a person reads when a ceremony does not finish.
import { personMessage } from "@/lib/http/person-messages";
import { postJson } from "@/lib/http/post-json";

export type PasskeySummary = { id: string; device: string; createdAt: string; lastUsedAt: string | null };

export const UNSUPPORTED = "This browser can't use fingerprint or face login.";

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

export async function fetchPasskeys(): Promise<PasskeySummary[]> {
  const body = await call<{ data: { passkeys: PasskeySummary[] } }>(
    "GET",
    "/api/account/passkeys",
    "We couldn't load your passkeys. Please try again.",
  );
  return body.data.passkeys;
}

export async function deletePasskey(id: string): Promise<void> {
  await call(
    "DELETE",
    `/api/account/passkeys/${encodeURIComponent(id)}`,
    "The passkey was not removed. Please try again.",
  );
}

export async function deleteAllPasskeys(): Promise<void> {
  await call("DELETE", "/api/account/passkeys", "Biometric login was not turned off. Please try again.");
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
export async function addPasskeyOnThisDevice(options: RegistrationOptions): Promise<void> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw new Error(ceremonyMessage(error, "setup"));
  }
  await postJson("/api/account/passkeys", response);
}

/** Why a ceremony in the browser stopped, for a person: cancelled, already set up, or not possible here. */
export function ceremonyMessage(error: unknown, what: "setup" | "login"): string {
  const code = (error as { code?: string }).code;
  const name = (error as { name?: string }).name;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This device is already set up for fingerprint or face login.";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return what === "setup"
      ? "Fingerprint or face setup was cancelled. Nothing was saved."
      : "Fingerprint or face login was cancelled. You can try again or log in with your password.";
  }
  return what === "setup"
    ? "This device couldn't set up fingerprint or face login. Nothing was saved."
    : "This device couldn't check your fingerprint or face. Please log in with your password.";
}
