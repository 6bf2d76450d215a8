import { expect, test } from "./fixtures";
import {
  CONSENT_LABEL,
  GOOD_ADDRESS,
  PASSWORD,
  enterIdentityCode,
  expectToast,
  freshBvn,
  freshPhone,
  logIn,
  onboardInBrowser,
  recordPhone,
  verifyIdentity,
} from "./helpers";

test.describe("onboarding", () => {
  test(
    "a new user signs up by BVN, lands on the dashboard, logs out and logs back in",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow(); // two onboardings, a logout and a login
      const bvn = freshBvn();
      await page.goto("/onboarding");
      await expect(page.getByRole("list", { name: "Onboarding progress" })).toContainText("Verification");
      await verifyIdentity(page, { bvn });
      await expectToast(page, "BVN Verified");
      // A reload resumes on step 2; a browser without the onboarding may still start again with the same BVN
      // until the wallet exists.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
      await page.context().clearCookies();
      const { fullName } = await onboardInBrowser(page, { bvn });
      await page.getByRole("button", { name: "Go to Dashboard" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("balance")).toHaveText("₦0.00");
      await expect(page.getByText("No transactions yet")).toBeVisible();
      // A first visit is welcomed; "Welcome back" waits for the next sign-in.
      await expect(page.getByText(`Welcome, ${fullName.split(" ")[0]}`)).toBeVisible();

      // Profile shows who is signed in; Log Out ends the session and goes to /.
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: fullName })).toBeVisible();
      const phoneNumber = (await page.getByText(/^\+234\d{10}$/).textContent())!;
      await page.getByRole("button", { name: "Log Out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectToast(page, "Logged out", "You have been successfully logged out.");
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);

      await logIn(page, phoneNumber.slice(4), PASSWORD);
      await expectToast(page, "Login successful", `Welcome back, ${fullName}`);

      // A second onboarding with the same BVN is refused once the code is right: before it, step 1 tells nobody
      // who has an account.
      await page.context().clearCookies();
      await page.goto("/onboarding");
      await page.getByLabel("Bank Verification Number (BVN)").fill(bvn);
      await page.getByLabel(CONSENT_LABEL).check();
      const since = new Date(Date.now() - 2_000);
      await page.getByRole("button", { name: "Verify & Continue" }).click();
      await enterIdentityCode(page, recordPhone(bvn), since);
      await expect(page.getByRole("heading", { name: "You already have a Veil account" })).toBeVisible();
      await expect(page.getByText("This identity is already linked to a Veil account.")).toBeVisible();
      await page.getByRole("link", { name: "Log In", exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test("a new user signs up by phone number", async ({ page }) => {
    const phone = freshPhone();
    await onboardInBrowser(page, { phone });
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/settings");
    await expect(page.getByLabel("Phone Number")).toHaveValue(`+234${phone}`);
  });

  test("a server that cannot be reached is a Verification Error, with what to do next", async ({ page }) => {
    await page.goto("/onboarding");
    await page.route("**/api/verify/bvn", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Bank Verification Number (BVN)").fill(freshBvn());
    await page.getByLabel(CONSENT_LABEL).check();
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expectToast(page, "Verification Error");
    await expect(page.getByText(/^There was a problem with the verification process\. .+/)).toBeVisible();
  });

  test("step 1 explains what is wrong, and the sandbox's not-found numbers fail", async ({ page }) => {
    await page.goto("/onboarding");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expectToast(page, "Missing Information", "Please provide the required information");
    const bvn = page.getByLabel("Bank Verification Number (BVN)");
    await bvn.pressSequentially("12ab345678901234");
    await expect(bvn).toHaveValue("12345678901");
    // Nothing is looked up without the consent, whose words link to the Privacy Policy.
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByText("Please tick the box to agree to the identity check")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await page.getByLabel(CONSENT_LABEL).check();
    await bvn.fill("1234");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByText("BVN must be 11 digits")).toBeVisible();
    await bvn.fill("00012345678");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expectToast(page, "Verification Failed", "We couldn't find this BVN");

    await page.getByRole("radio", { name: "Verify with Phone Number" }).click();
    await page.getByLabel("Phone Number", { exact: true }).fill("803123");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await page.getByLabel("Phone Number", { exact: true }).fill("8031230000");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expectToast(page, "Verification Failed", "We couldn't verify this phone number");
  });

  test("steps 2 and 3 hold the user to their rules, and Back goes back", async ({ page }) => {
    await verifyIdentity(page, { bvn: freshBvn() });

    await page.getByRole("button", { name: "Complete Verification" }).click();
    await expectToast(page, "Biometric Verification Required", "Please complete the biometric verification");
    await page.getByLabel("Full Name").fill("Al");
    await page.getByLabel("Date of Birth").fill("");
    await page.getByLabel("Residential Address").fill("Ikj");
    await page.getByLabel("Verify my face later").check();
    await page.getByRole("button", { name: "Complete Verification" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Date of birth is required")).toBeVisible();
    await expect(page.getByText("Address is required")).toBeVisible();
    await expect(page.getByText("Choose your state", { exact: true }).last()).toBeVisible();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Verify Your Identity" })).toBeVisible();
    await verifyIdentity(page, { bvn: freshBvn(), load: false });
    await page.getByRole("button", { name: "Take Selfie Verification" }).click();
    const dialog = page.getByRole("dialog", { name: "Take a selfie" });
    await dialog.getByRole("button", { name: "Capture" }).click();
    await expect(dialog.getByRole("img", { name: "Your photo" })).toBeVisible();
    await dialog.getByRole("button", { name: "Retake" }).click();
    await dialog.getByRole("button", { name: "Capture" }).click();
    await dialog.getByRole("button", { name: "Use Photo" }).click();
    await expectToast(page, "Biometric Verification Successful", "Your identity has been confirmed.");
    await expect(page.getByRole("button", { name: "Verified" })).toBeVisible();
    // A name that is not the verified person's is refused by the server.
    const fullName = await page.getByLabel("Full Name").inputValue();
    await page.getByLabel("Full Name").fill("Somebody Else Entirely");
    await page.getByLabel("Residential Address").fill(GOOD_ADDRESS);
    await page.getByLabel("State").selectOption("Lagos");
    await page.getByRole("button", { name: "Complete Verification" }).click();
    await expectToast(page, "Verification Failed", "must match the record");
    await page.getByLabel("Full Name").fill(fullName.toUpperCase());
    await page.getByRole("button", { name: "Complete Verification" }).click();
    await expectToast(page, "KYC Verification Complete");

    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Create Password").fill("short");
    await page.getByLabel("Confirm Password").fill("other");
    await page.getByRole("button", { name: "Create My Wallet" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  });

  test("step 1's Back goes to the landing page", async ({ page }) => {
    await page.goto("/onboarding");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
