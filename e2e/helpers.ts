import { randomBytes, randomInt } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, request, test, type Page } from "@playwright/test";
import { nubanFor } from "../src/lib/nuban";
import { TYPED_SECRETS } from "./audit-files";
import { nextCode } from "./inbox";
import { MATCHING_SELFIE } from "../src/test/jpeg";
import { CHALLENGE_HEADER, PROOF_HEADER } from "../src/lib/proof-of-work/challenge";
import { solveChallenge } from "../src/lib/proof-of-work/solve";

export const DEMO = { digits: "8012345678", password: "VeilDemo2026", fullName: "Adaeze Okafor", pin: "1357" };
export const PASSWORD = "a strong password";
/** The transaction PIN onboardInBrowser creates. */
export const PIN = "2580";

/**
 * A BVN the sandbox finds, different for every call (tests run in parallel on one database). Its ten digits after
 * the first are a Nigerian mobile number, the phone on the BVN's record (where the code goes, see recordPhone).
 * Its record names a NIN (proved with it) unless `nin: false` (a BVN starting with 1).
 */
export function freshBvn({ nin = true }: { nin?: boolean } = {}): string {
  return remembered(`${nin ? BVN_FIRST_DIGITS[randomInt(BVN_FIRST_DIGITS.length)] : 1}${freshPhone()}`);
}

/** Not 4: "4" and the ten digits are the end of "+234" and the same ten, so the phone would spell the BVN. */
const BVN_FIRST_DIGITS = [2, 3, 5, 6, 8, 9];

/** The NIN of the same person as this BVN (the sandbox: BVN xD and NIN 7D are one person). */
export function ninOf(bvn: string): string {
  return remembered(`7${bvn.slice(1)}`);
}

/** The phone number on a sandbox BVN's record (+234 and its last ten digits), where step 1's code goes. */
export function recordPhone(bvn: string): string {
  return `+234${bvn.slice(1)}`;
}

/** Noted for the secrets audit, which checks that no log, URL or web storage ever holds it. */
export function remembered(secret: string): string {
  mkdirSync(path.dirname(TYPED_SECRETS), { recursive: true });
  appendFileSync(TYPED_SECRETS, `${secret}\n`);
  return secret;
}

/** A Nigerian mobile number the sandbox finds (it does not end in 0000). */
export function freshPhone(): string {
  return `803${String(randomInt(0, 1e7)).padStart(7, "0").replace(/0000$/, "0001")}`;
}

/** A toast with this title (and description, when given) is showing. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export async function logIn(page: Page, digits: string, password: string) {
  // A navigation the page itself started (a logout's push to the landing page and its refresh) can replace the
  // login page after it hydrated; let it finish first.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.goto("/login");
  await page.getByLabel("Phone number, after +234").fill(digits);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  // A login is a bcrypt check, taken in turn with others in the password pool; on a cold server sharing two
  // cores with two browsers it has taken 7 s, past the default wait.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** The consent checkbox of step 1 (and of the upgrades' forms): its label starts with these words. */
export const CONSENT_LABEL = /^I agree that Veil may/;

/**
 * Step 1 of onboarding: the BVN (or phone number), the consent, then the code the sandbox inbox received at the
 * record's phone number. Ends on step 2, "Complete Your Profile".
 */
export async function verifyIdentity(
  page: Page,
  { bvn, phone, load = true }: { bvn?: string; phone?: string; /** false: already on step 1 */ load?: boolean },
) {
  if (load) await page.goto("/onboarding");
  if (phone) {
    await page.getByRole("radio", { name: "Verify with Phone Number" }).click();
    await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  } else {
    await page.getByLabel("Bank Verification Number (BVN)").fill(bvn!);
  }
  await page.getByLabel(CONSENT_LABEL).check();
  const since = new Date(Date.now() - 2_000);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await enterIdentityCode(page, phone ? `+234${phone}` : recordPhone(bvn!), since);
  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
}

/** Reads step 1's code from the sandbox inbox at `to` (+234...) and enters it. */
export async function enterIdentityCode(page: Page, to: string, since: Date) {
  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("6-digit code").fill(await codeFromInbox(to, since));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
}

/**
 * The 6-digit code of the next SMS to `to` (+234...) after `since`, read from the sandbox inbox beside the
 * browser, not through it: its ?to=+234... is the test's traffic, not the app's (the secrets audit reads the
 * browser's URLs, where a phone number can pass for a card number).
 */
export async function codeFromInbox(to: string, since: Date): Promise<string> {
  const reader = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await nextCode(reader, to, since);
  } finally {
    await reader.dispose();
  }
}

/**
 * "Take Selfie Verification" with Chromium's fake camera: Capture, then Use Photo; the sandbox matches its
 * 480x480 square. Ends when the button says Verified.
 */
export async function takeSelfie(page: Page) {
  await page.getByRole("button", { name: "Take Selfie Verification" }).click();
  const dialog = page.getByRole("dialog", { name: "Take a selfie" });
  await dialog.getByRole("button", { name: "Capture" }).click();
  await dialog.getByRole("button", { name: "Use Photo" }).click();
  await expect(page.getByRole("button", { name: "Verified" })).toBeVisible({ timeout: 15_000 });
}

/** An address the sandbox's address check verifies at once (its street does not start with "13 "). */
export const GOOD_ADDRESS = "12 Allen Avenue, Ikeja";

/** Who a test signs up: a BVN (a fresh one unless given) or a phone number, and what they do on the way. */
type NewPerson = {
  bvn?: string;
  phone?: string;
  email?: string;
  /** null: no transaction PIN yet. */
  pin?: string | null;
  /** false: "Verify my face later" (tier 1). */
  selfie?: boolean;
  address?: string;
};

/**
 * Steps 1 to 3 of onboarding in the browser, by BVN or by phone number, then the transaction PIN (PIN) the
 * success screen asks for; ends on the success screen, its "Go to Dashboard" showing. By default a BVN with a
 * NIN on record, a selfie and an address that verifies: tier 3. `selfie: false` takes "Verify my face later".
 */
export async function onboardInBrowser(
  page: Page,
  options: NewPerson & { state?: string } = {},
): Promise<{ fullName: string }> {
  const bvn = options.phone ? undefined : (options.bvn ?? freshBvn());
  await verifyIdentity(page, { bvn, phone: options.phone });
  const fullName = await page.getByLabel("Full Name").inputValue();
  await page.getByLabel("Residential Address").fill(options.address ?? GOOD_ADDRESS);
  await page.getByLabel("State").selectOption(options.state ?? "Lagos");
  if (options.selfie === false) await page.getByLabel("Verify my face later").check();
  else await takeSelfie(page);
  await page.getByRole("button", { name: "Complete Verification" }).click();
  await expect(page.getByRole("heading", { name: "Create Your Wallet" })).toBeVisible({ timeout: 15_000 });
  // Creating the wallet accepts the terms and the privacy policy, each a link.
  const agreement = page.getByTestId("wallet-agreement");
  await expect(agreement.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(agreement.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await page.getByLabel("Email Address").fill(options.email ?? `e2e-${randomInt(1e9)}@example.com`);
  await page.getByLabel("Create Password").fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create My Wallet" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
  // `pin: null` stops at "Create your transaction PIN", for a test of that screen.
  if (options.pin !== null) {
    await createPin(page, options.pin ?? PIN);
    await expect(page.getByText("Your transaction PIN is set.", { exact: false })).toBeVisible({ timeout: 20_000 });
  }
  return { fullName };
}

/**
 * A new person, signed in in this page's browser: the same steps and outcome as onboardInBrowser (tier 3 by
 * default; `selfie: false` tier 1, a phone number's NIN tier 1 or 2), through the onboarding API the screens call,
 * in seconds instead of a walk through the screens. For every test whose subject is not sign-up itself. Ends on
 * no page: the caller goes where its test starts.
 */
export async function signUp(page: Page, options: NewPerson = {}): Promise<{ fullName: string }> {
  const origin = await appOrigin(page);
  const post = async (url: string, data: unknown, contentType?: string) => {
    const send = (proof?: string) =>
      page.request.post(url, {
        ...(contentType ? { data: data as Buffer } : { data }),
        headers: {
          Origin: origin,
          ...(contentType && { "Content-Type": contentType }),
          ...(proof && { [PROOF_HEADER]: proof }),
        },
      });
    let answer = await send();
    // A busy server asks an anonymous step for a proof of work, as it asks the screens.
    const challenge = answer.headers()[CHALLENGE_HEADER];
    if (challenge) answer = await send((await solveChallenge(challenge)) ?? undefined);
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: Record<string, string> }).data;
  };
  const bvn = options.phone ? undefined : (options.bvn ?? freshBvn());
  const since = new Date(Date.now() - 2_000);
  if (options.phone) await post("/api/verify/phone", { phoneNumber: options.phone, consent: true });
  else await post("/api/verify/bvn", { bvn, consent: true });
  const code = await codeFromInbox(options.phone ? `+234${options.phone}` : recordPhone(bvn!), since);
  const identity = await post("/api/verify/code", { code });
  if (options.selfie !== false) await post("/api/verify/biometric", MATCHING_SELFIE, "image/jpeg");
  await post("/api/verify/complete", {
    fullName: identity.fullName,
    dateOfBirth: identity.dateOfBirth,
    address: options.address ?? GOOD_ADDRESS,
    state: "Lagos",
    ...(options.selfie === false && { selfieLater: true }),
  });
  await post("/api/wallet/create", {
    email: options.email ?? `e2e-${randomInt(1e9)}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const pin = options.pin === undefined ? PIN : options.pin;
  if (pin !== null) await post("/api/account/pin", { pin, confirmPin: pin });
  return { fullName: identity.fullName! };
}

/** Fills "Create your transaction PIN" (the PIN twice) where it shows, and submits it. */
export async function createPin(page: Page, pin: string) {
  await page.getByLabel("Enter a PIN").fill(pin);
  await page.getByLabel("Confirm PIN").fill(pin);
  await page.getByRole("button", { name: /^Create PIN/ }).click();
}

/**
 * Answers "Enter your transaction PIN", which every transfer and card payment asks before money moves. A PIN
 * is checked with bcrypt, in turn with other checks, so the wait is a login's.
 */
/** The scam check's two questions, asked before the PIN of a large send to a new account. */
export async function answerScamCheck(page: Page, asked: "Yes" | "No", promised: "Yes" | "No") {
  const dialog = page.getByRole("alertdialog", { name: "Before you send" });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole("radiogroup", { name: "Did someone call or message you and ask you to make this payment?" })
    .getByRole("radio", { name: asked })
    .click();
  await dialog
    .getByRole("radiogroup", { name: /Were you promised something in return/ })
    .getByRole("radio", { name: promised })
    .click();
  await dialog.getByRole("button", { name: "Continue" }).click();
}

export async function enterPin(page: Page, pin = PIN) {
  const dialog = page.getByRole("dialog", { name: "Enter your transaction PIN" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel("Transaction PIN", { exact: true });
  await field.fill(pin);
  await field.press("Enter");
}

/**
 * The origin this page's requests go to (a spec may address the server by another name than its project's), as
 * the Origin header a request from the app's own pages carries.
 */
async function appOrigin(page: Page): Promise<string> {
  return new URL((await page.request.get("/api/health")).url()).origin;
}

/** A top-up by the sandbox's approving card, through the API as the add-money screen sends it. */
export async function addMoneyByApi(page: Page, amount: string) {
  const answer = await page.request.post("/api/add-money", {
    data: {
      amount,
      cardDetails: { cardNumber: "4084084084084081", expiryDate: "12/30", cvv: "408", cardholderName: "Ada Obi" },
      transactionPin: PIN,
    },
    headers: {
      Origin: await appOrigin(page),
      "Idempotency-Key": `e2e-${randomBytes(12).toString("hex")}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A top-up through the add-money screen with the sandbox's approving card, up to "Money Added Successfully". */
export async function addMoneyByCard(page: Page, quickAmount: string) {
  await page.goto("/add-money");
  // Once a card is saved the form offers it first; a typed card is "Use a new card" (chosen before the amount,
  // which a change of card clears).
  const newCard = page.getByRole("radio", { name: "Use a new card" });
  if (await newCard.isVisible()) await newCard.check();
  await page.getByRole("button", { name: quickAmount, exact: true }).click();
  await page.getByLabel("Card Number").fill("4084 0840 8408 4081");
  await page.getByLabel("Expiry Date").fill("1230");
  await page.getByLabel("CVV").fill("408");
  await page.getByLabel("Cardholder Name").fill("Ada Obi");
  await page.getByRole("button", { name: /^Add ₦/ }).click();
  await enterPin(page);
  await expect(page.getByRole("heading", { name: "Money Added Successfully" })).toBeVisible();
}

/** Send Money to a GTBank account the sandbox names, for `amount` naira, up to the amount step's Continue. */
export async function sendAmount(page: Page, amount: string) {
  await page.goto("/send-money");
  await page.getByLabel("Account Number").fill(nubanFor("GTBank", "305119876"));
  await chooseBank(page, "GTBank");
  await expect(page.getByTestId("recipient-name")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Amount", { exact: true }).fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Chooses a bank in the send screen's searchable Bank field: types `typed` (the name unless given), then picks
 * the option with exactly this name. */
export async function chooseBank(page: Page, name: string, typed = name) {
  const field = page.getByLabel("Bank", { exact: true });
  await field.fill(typed);
  await page.getByRole("option", { name, exact: true }).click();
  await expect(field).toHaveValue(name);
}

/**
 * True in the "paystack" project: the server runs Paystack's adapters against the contract server
 * (playwright.config.ts). Tests tagged @rails run in both worlds and read what differs from here.
 */
export function onRails(): boolean {
  return test.info().project.name === "paystack";
}

/** The name the contract server's bank resolves every account to (test/paystack/fake/banks.ts). */
export const RAILS_ACCOUNT_NAME = "ADA OBI";
