// Money received by mistake: a stranger whose bank alert shows a Veil transfer tells Veil on /r/mistake; the
// sender sees a case opened for them, and neither side is shown the other's name or number.
import { expect, test } from "./fixtures";
import { DEMO, logIn } from "./helpers";

type Listed = {
  transactionType: string;
  status: string;
  amount: string;
  recipientName: string | null;
  recipientAccountNumber: string | null;
  transactionReference: string;
};

test("someone who received a transfer by mistake opens a case on the sender's side, and no one is named", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.digits, DEMO.password);
  const listed = await page.request.get("/api/transactions?type=sent");
  const sent = ((await listed.json()).data.transactions as Listed[]).find((item) => item.status === "Completed")!;
  expect(sent, "the demo account has a completed transfer").toBeTruthy();
  await page.context().clearCookies();

  // The stranger, signed out, from the facts on their bank alert.
  await page.goto("/support");
  await page.getByRole("link", { name: "Received a Veil transfer by mistake? Tell us" }).click();
  await expect(page.getByRole("heading", { name: "Received money by mistake?" })).toBeVisible();
  await page.getByRole("button", { name: "Tell Veil" }).click();
  await expect(page.getByText("Enter the reference from your bank alert")).toBeVisible();
  await page.getByLabel("Reference on your bank alert").fill(`Veil ${sent.transactionReference}`);
  await page.getByLabel("Amount received (₦)").fill(sent.amount);
  await page.getByLabel("Last 4 digits of your account number").fill(sent.recipientAccountNumber!.slice(-4));
  await page.getByLabel("Your phone number or email").fill("stranger@example.com");
  await page.getByRole("button", { name: "Tell Veil" }).click();
  const done = page.getByRole("status").filter({ hasText: "We've opened case" });
  await expect(done).toBeVisible();
  const reference = (await done.textContent())!.match(/VC-[A-Z0-9]{6}/)![0];
  await expect(page.locator("main")).not.toContainText(DEMO.fullName);
  if (sent.recipientName) await expect(page.locator("main")).not.toContainText(sent.recipientName);

  // The sender: the case on their side, saying who opened it without naming them.
  await logIn(page, DEMO.digits, DEMO.password);
  await page.goto("/support");
  const card = page.getByTestId("support-case").filter({ hasText: reference });
  await expect(card).toContainText("Wrong recipient");
  await expect(card).toContainText("Opened after the person your transfer reached contacted us");
  await expect(card).not.toContainText("stranger@example.com");
});
