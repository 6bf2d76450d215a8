// The payee name check in a real browser: the sender types the name they expect, and the screen grades the
// bank's name against it; a No match goes on only by "Send anyway".
import { expect, test } from "./fixtures";
import { addMoneyByApi, chooseBank, enterPin, signUp } from "./helpers";
import { nubanFor } from "../src/lib/nuban";

test("grades the name the bank gives against the name typed, and a No match goes only by Send anyway", async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await addMoneyByApi(page, "3000");
  await page.goto("/send-money");
  await page.getByLabel("Account Number").fill(nubanFor("GTBank", "246813579"));
  await chooseBank(page, "GTBank");
  const bankName = (await page.getByTestId("recipient-name").textContent())!;
  const [first, ...rest] = bankName.split(" ");
  const payee = page.getByLabel("Who are you paying? (optional)");
  const grade = page.getByTestId("payee-grade");

  await payee.fill([...rest, first].join(" "));
  await expect(grade).toHaveText("Match: the bank's name matches the name you typed.");
  await payee.fill(first!);
  await expect(grade).toContainText(`Close match: the bank says ${bankName}, you typed ${first}.`);
  await payee.fill("Musa Danjuma");
  await expect(grade).toContainText(
    `No match: this account belongs to someone else. The bank says ${bankName}, you typed Musa Danjuma.`,
  );
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send anyway" }).click();
  await page.getByLabel("Amount", { exact: true }).fill("500");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Complete Transfer" }).click();
  await enterPin(page);
  await expect(page.getByRole("heading", { name: "Transfer Successful" })).toBeVisible();
  // Back from the result leaves the finished transfer for home, never its form again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("balance")).toHaveText("₦2,500.00");
});
