import { expect, test } from "./fixtures";
import { codeFromInbox, freshPhone, signUp } from "./helpers";

test.describe("help and legal", () => {
  test(
    "the consent's Privacy Policy opens the policy; the footer reaches the terms and support's address",
    { tag: "@both-sizes" },
    async ({ page }) => {
      await page.goto("/onboarding");
      const policy = page.getByRole("main").getByRole("link", { name: "Privacy Policy" });
      await expect(policy).toHaveAttribute("target", "_blank");
      const [opened] = await Promise.all([page.context().waitForEvent("page"), policy.click()]);
      await opened.waitForLoadState();
      await expect(opened).toHaveURL(/\/privacy$/);
      await expect(opened.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      for (const section of [
        "What we collect",
        "Who else sees it",
        "How long we keep it",
        "Your rights",
        "How to complain",
      ]) {
        await expect(opened.getByRole("heading", { name: new RegExp(`\\d+\\. ${section}$`) })).toBeVisible();
      }
      await expect(opened.getByText(/Nigeria Data Protection Act 2023/).first()).toBeVisible();
      await opened.close();

      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Terms of Service" }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "support@veil.test" })).toHaveAttribute(
        "href",
        "mailto:support@veil.test",
      );
    },
  );

  test("the FAQ's search box finds answers, says when none match, and Browse Help Center puts the cursor in it", async ({
    page,
  }) => {
    await page.goto("/faq");
    const search = page.getByRole("searchbox", { name: "Search the answers" });
    await search.fill("revers");
    await expect(page.getByText("1 answer found")).toBeVisible();
    await expect(page.getByRole("button", { name: "Can I reverse a transfer?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "What is Veil?" })).toBeHidden();
    await search.fill("bitcoin mining");
    await expect(page.getByTestId("faq-no-match")).toContainText("No answer mentions “bitcoin mining”.");
    await search.fill("");
    await expect(page.getByRole("button", { name: "What is Veil?" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Help Center" }).click();
    await expect(search).toBeFocused();
  });

  test(
    "signed out, a person opens a case with their wallet's number and the SMS code",
    { tag: "@both-sizes" },
    async ({ page }) => {
      test.slow();
      const phone = freshPhone();
      await signUp(page, { phone });
      await page.context().clearCookies();
      await page.goto("/support");
      await expect(page.getByTestId("support-email")).toContainText("support@veil.test");
      await page.getByLabel("Phone number, after +234").fill(phone);
      await page.getByLabel("What happened?").fill("I forgot my password and my old SIM is gone.");
      const since = new Date(Date.now() - 2_000);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByText(/has a Veil wallet, we sent it a 6-digit code/)).toBeVisible();
      await page.getByLabel("Code from the SMS").fill("000000");
      await page.getByRole("button", { name: "Open my case" }).click();
      await expect(page.getByText("That code is not right. You have 4 tries left.")).toBeVisible();
      await page.getByLabel("Code from the SMS").fill(await codeFromInbox(`+234${phone}`, since));
      await page.getByRole("button", { name: "Open my case" }).click();
      await expect(page.getByText("Case opened")).toBeVisible();
      await expect(page.getByText(/Your case reference is VC-[A-Z0-9]{6}\./)).toBeVisible();
    },
  );
});
