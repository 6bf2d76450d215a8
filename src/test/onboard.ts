// Signs a new person up through the real onboarding handlers, as the screens do.
import { POST as verifyBvn } from "@/app/api/verify/bvn/route";
import { POST as verifyPhone } from "@/app/api/verify/phone/route";
import { POST as verifyBiometric } from "@/app/api/verify/biometric/route";
import { POST as verifyComplete } from "@/app/api/verify/complete/route";
import { POST as createWallet } from "@/app/api/wallet/create/route";
import { POST as createPin } from "@/app/api/account/pin/route";
import { Browser, type Answer } from "./api-harness";
import { MATCHING_SELFIE } from "./jpeg";

export const TEST_PASSWORD = "correct horse battery";
/** The transaction PIN every onboarded test user creates, as the screens ask right after the wallet. */
export const TEST_PIN = "2580";

let counter = 0;

/** A fresh 11-digit BVN the sandbox will find. */
export function newBvn(): string {
  counter += 1;
  return `2${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(4, "0")}`;
}

export async function onboard(
  options: { bvn?: string; phoneNumber?: string; email?: string; browser?: Browser; pin?: string | null } = {},
): Promise<{ browser: Browser; identity: any; wallet: Answer }> {
  const browser = options.browser ?? new Browser();
  const first = options.phoneNumber
    ? await browser.call(verifyPhone, { body: { phoneNumber: options.phoneNumber } })
    : await browser.call(verifyBvn, { body: { bvn: options.bvn ?? newBvn() } });
  if (first.status !== 200) throw new Error(`step 1 answered ${first.status}: ${JSON.stringify(first.body)}`);
  const identity = first.body.data;
  await browser.call(verifyBiometric, { raw: MATCHING_SELFIE, headers: { "content-type": "image/jpeg" } });
  await browser.call(verifyComplete, {
    body: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, address: identity.address },
  });
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
