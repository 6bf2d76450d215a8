// Beneficiaries in a real browser: saved from a transfer's result, found, named, sent to again in two taps,
// offered first by Send Money, and removed.
import { expect, test } from "./fixtures";
import { addMoneyByApi, enterPin, sendAmount, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

const ACCOUNT = nubanFor("GTBank", "305119876");
/** How a beneficiary's buttons name it: with its bank and last digits, two of one name told apart. */
const spoken = (name: string) => `${name}, GTBank ••${ACCOUNT.slice(-4)}`;

test.describe("beneficiaries", () => {
  test("save a recipient from the result, find and name it, send again, and remove it", async ({ page }) => {
    test.slow();
    await signUp(page);
    await addMoneyByApi(page, "5000");
    await page.goto("/beneficiaries");
    await expect(page.getByTestId("no-beneficiaries")).toContainText("No beneficiaries yet");

    await sendAmount(page, "1000");
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
    await page.getByRole("button", { name: "Save beneficiary" }).click();
    await expect(page.getByTestId("beneficiary-saved")).toHaveText("Saved to beneficiaries");

    // The list: searched by name or digits, named, made a favourite.
    await page.goto("/beneficiaries");
    const list = page.getByTestId("beneficiaries").getByRole("listitem");
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(`GTBank · ${ACCOUNT}`);
    const bankName = (await list.first().locator("p").first().textContent())!;
    const search = page.getByPlaceholder("Name, bank or number");
    await search.fill("nobody here");
    await expect(page.getByText("No beneficiary matches “nobody here”.")).toBeVisible();
    await search.fill(ACCOUNT.slice(-4));
    await expect(list).toHaveCount(1);
    await search.fill("");
    await page.getByRole("button", { name: `Edit ${spoken(bankName)}` }).click();
    await page.getByLabel("Nickname (optional)").fill("Landlord");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(list.first()).toContainText("Landlord");
    await expect(list.first()).toContainText(bankName);
    await page.getByRole("button", { name: `Add ${spoken("Landlord")} to favourites` }).click();
    await expect(page.getByRole("button", { name: `Remove ${spoken("Landlord")} from favourites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Send again: the account and bank filled in, the bank's name asked again, two steps to the PIN.
    await page.getByRole("link", { name: `Send money to ${spoken("Landlord")}` }).click();
    await expect(page.getByLabel("Account Number")).toHaveValue(ACCOUNT);
    await expect(page.getByTestId("recipient-name")).toHaveText(bankName);
    await expect(page.getByTestId("beneficiary-picker")).toContainText("Landlord");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Amount", { exact: true }).fill("700");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Complete Transfer" }).click();
    await enterPin(page);
    await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
    // Already saved: the result says so instead of offering to save it again.
    await expect(page.getByTestId("beneficiary-saved")).toBeVisible();

    // The detail page sends again too.
    await page.goto("/transactions");
    await page.getByTestId("transaction-list").getByRole("listitem").first().getByRole("link").first().click();
    await expect(page.getByTestId("beneficiary-saved")).toBeVisible();
    await page.getByRole("link", { name: "Send again" }).click();
    await expect(page.getByTestId("recipient-name")).toHaveText(bankName);

    // Chosen from the recipient step's list, after a fresh start.
    await page.goto("/send-money");
    await page
      .getByTestId("beneficiary-picker")
      .getByRole("button", { name: /Landlord/ })
      .click();
    await expect(page.getByLabel("Account Number")).toHaveValue(ACCOUNT);
    await expect(page.getByTestId("recipient-name")).toHaveText(bankName);

    await page.goto("/beneficiaries");
    await page.getByRole("button", { name: `Remove ${spoken("Landlord")}`, exact: true }).click();
    await page.getByRole("button", { name: "Remove Beneficiary" }).click();
    await expect(page.getByTestId("no-beneficiaries")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("balance")).toHaveText("₦3,300.00");
  });
});
