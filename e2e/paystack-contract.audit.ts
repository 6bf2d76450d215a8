import { expect, test } from "@playwright/test";
import { FAKE_PAYSTACK_URL } from "../playwright.config";

// After every @rails test ran on the server wired to Paystack's adapters: the contract server saw no request
// that breaks Paystack's OpenAPI document (with the overlay's corrections).
test("every request the Paystack adapters sent kept to Paystack's API description", async ({ request }) => {
  const response = await request.get(`${FAKE_PAYSTACK_URL}/__violations`);
  expect(response.ok()).toBe(true);
  expect((await response.json()).violations).toEqual([]);
});
