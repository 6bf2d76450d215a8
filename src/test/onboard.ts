// Signs a new person up through the real onboarding handlers, as the screens do.
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyCode } from "@/app/api/verify/code/route";
import { POST as verifyBiometric } from "@/app/api/verify/biometric/route";
import { POST as verifyComplete } from "@/app/api/verify/complete/route";
import { POST as createWallet } from "@/app/api/wallet/create/route";
import { POST as createPin } from "@/app/api/account/pin/route";
import { db } from "@/server/db";
import { normalizeNigerianPhone } from "@/lib/phone";
import { Browser, type Answer } from "./api-harness";
import { MATCHING_SELFIE } from "./jpeg";

export const TEST_PASSWORD = "correct horse battery";
/** The transaction PIN every onboarded test user creates, as the screens ask right after the wallet. */
export const TEST_PIN = "2580";
/** An address the sandbox verifies, and one it does not (a street starting with "13 "). */
export const VERIFIED_ADDRESS = { address: "5 Broad Street, Lagos Island", state: "Lagos" };
export const UNCONFIRMED_ADDRESS = { address: "13 Marina Road, Lagos Island", state: "Lagos" };

let counter = 0;

/** A fresh 11-digit BVN the sandbox will find, whose record names a NIN that matches. */
export function newBvn(): string {
  counter += 1;
  return `2${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(4, "0")}`;
}

/** The code in the SMS step 1 (or a resend) queued: the sandbox's SMS inbox. */
export async function identityCodeSent(messageId: string): Promise<string> {
  const message = await db.outboxMessage.findUniqueOrThrow({ where: { id: messageId }, select: { body: true } });
  return /\b(\d{6})\b/.exec(message.body!)![1]!;
}

/** Step 1 and its code: the identity the code released (name, date of birth, address, a BVN's phone). */
export async function verifyIdentity(
  browser: Browser,
  options: { bvn?: string; phoneNumber?: string } = {},
): Promise<any> {
  const first = options.phoneNumber
    ? await browser.call(verifyPhone, { body: { phoneNumber: options.phoneNumber, consent: true } })
    : await browser.call(verifyBvn, { body: { bvn: options.bvn ?? newBvn(), consent: true } });
  if (first.status !== 200) throw new Error(`step 1 answered ${first.status}: ${JSON.stringify(first.body)}`);
  const code = await identityCodeSent(first.body.data.messageId);
  const verified = await browser.call(verifyCode, { body: { code } });
  if (verified.status !== 200)
    throw new Error(`the code answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  // The phone number method's number is the one typed: the screens know it without being told.
  return { phoneNumber: options.phoneNumber && normalizeNigerianPhone(options.phoneNumber), ...verified.body.data };
}

/**
 * A new person, signed in, at the tier asked for (3 unless said: most tests send large amounts). By BVN: tier 3
 * with the matched selfie and a verified address, 2 with an address the sandbox does not confirm, 1 without a
 * selfie ("Verify my face later"). By phone number (its NIN): 1 without a selfie (the default), 2 with it.
 */
export async function onboard(
  options: {
    bvn?: string;
    phoneNumber?: string;
    email?: string;
    browser?: Browser;
    pin?: string | null;
    tier?: 1 | 2 | 3;
  } = {},
): Promise<{ browser: Browser; identity: any; wallet: Answer }> {
  const browser = options.browser ?? new Browser();
  const tier = options.tier ?? (options.phoneNumber ? 1 : 3);
  if (options.phoneNumber && tier === 3) throw new Error("A phone number onboarding reaches tier 2 at most.");
  const identity = await verifyIdentity(browser, options);
  if (tier > 1) {
    const selfie = await browser.call(verifyBiometric, {
      raw: MATCHING_SELFIE,
      headers: { "content-type": "image/jpeg" },
    });
    if (selfie.status !== 200) throw new Error(`selfie answered ${selfie.status}: ${JSON.stringify(selfie.body)}`);
  }
  const profile = await browser.call(verifyComplete, {
    body: {
      fullName: identity.fullName,
      dateOfBirth: identity.dateOfBirth,
      ...(tier === 3 ? VERIFIED_ADDRESS : UNCONFIRMED_ADDRESS),
      ...(tier === 1 && { selfieLater: true }),
    },
  });
  if (profile.status !== 200) throw new Error(`profile answered ${profile.status}: ${JSON.stringify(profile.body)}`);
  counter += 1;
  const wallet = await browser.call(createWallet, {
    body: {
      email: options.email ?? `person${Date.now()}${counter}@example.com`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    },
  });
  if (wallet.status !== 200) throw new Error(`wallet answered ${wallet.status}: ${JSON.stringify(wallet.body)}`);
  // `pin: null` leaves the account without a PIN, as accounts made before the PIN existed are.
  const pin = options.pin === undefined ? TEST_PIN : options.pin;
  if (pin !== null) {
    const created = await browser.call(createPin, { path: "/api/account/pin", body: { pin, confirmPin: pin } });
    if (created.status !== 200) throw new Error(`PIN answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return { browser, identity, wallet };
}
