import { PRODUCT_BANKS, type BankChoice } from "./banks";
import { guessBanks, readAccountNumber, typedAccountNumber, walletNumber } from "./account-number";
import { nubanFor } from "./nuban";

const OPAY: BankChoice = { name: "OPay", slug: "paycom", nubanCode: null, phoneNumbers: true };
const PALMPAY: BankChoice = { name: "PalmPay", slug: "palmpay", nubanCode: null, phoneNumbers: true };
const PRODUCT: BankChoice[] = PRODUCT_BANKS.map(({ name, slug, nubanCode }) => ({
  name,
  slug,
  nubanCode,
  phoneNumbers: false,
}));
const GTBANK = PRODUCT[0]!;
const DIRECTORY = [...PRODUCT, OPAY, PALMPAY];

describe("a phone-numbered wallet's account number", () => {
  it.each(["0803 123 4567", "08031234567", "0803-123-4567", "+234 803 123 4567", "2348031234567", "8031234567"])(
    "reads %s as the network's 10 digits",
    (typed) => {
      expect(walletNumber(typed)).toBe("8031234567");
      expect(readAccountNumber(typed, OPAY)).toEqual({ state: "ready", accountNumber: "8031234567" });
    },
  );

  it("waits while a phone number is still being typed", () => {
    for (const typed of ["0803", "0803 123 456", "+234 803 123 456"]) {
      expect(readAccountNumber(typed, OPAY)).toEqual({ state: "typing" });
    }
  });

  it("says the wallet takes a phone number when the number cannot be one", () => {
    expect(readAccountNumber("0123456789", OPAY)).toEqual({ state: "wrongShape", expects: "phone" });
    expect(readAccountNumber("1234567890", OPAY)).toEqual({ state: "wrongShape", expects: "phone" });
    expect(readAccountNumber("0603 123 4567", OPAY)).toEqual({ state: "wrongShape", expects: "phone" });
    expect(readAccountNumber("080312345678", OPAY)).toEqual({ state: "wrongShape", expects: "phone" });
  });
});

describe("a bank's NUBAN", () => {
  it("is ready at 10 digits, however spaced", () => {
    expect(readAccountNumber("0123 456 789", GTBANK)).toEqual({ state: "ready", accountNumber: "0123456789" });
  });

  it("is not cut short: a phone number at a bank says the bank takes 10 digits", () => {
    expect(readAccountNumber("08031234567", GTBANK)).toEqual({ state: "wrongShape", expects: "nuban" });
    expect(readAccountNumber("+234 803 123 4567", GTBANK)).toEqual({ state: "wrongShape", expects: "nuban" });
    expect(readAccountNumber("012345678", GTBANK)).toEqual({ state: "typing" });
  });

  it("keeps only what an account number is written with", () => {
    expect(typedAccountNumber("0803abc 123-4567!")).toBe("0803 123-4567");
    expect(typedAccountNumber("+234 803 123 4567 890")).toBe("+234 803 123 4567");
  });
});

describe("the bank, guessed", () => {
  it("offers the banks whose check digit fits ten digits, and no bank whose digit does not", () => {
    const number = nubanFor("GTBank", "012345678");
    const guesses = guessBanks(number, DIRECTORY, [], 100);
    expect(guesses.map((bank) => bank.name)).toContain("GTBank");
    for (const bank of guesses) expect(bank.phoneNumbers ? false : true).toBe(true);
    expect(guesses.length).toBeLessThan(PRODUCT.length);
  });

  it("offers the wallets for a number written as a phone, and no bank", () => {
    expect(guessBanks("0803 123 4567", DIRECTORY).map((bank) => bank.name)).toEqual(["OPay", "PalmPay"]);
  });

  it("puts the person's own recent banks first", () => {
    expect(guessBanks("0803 123 4567", DIRECTORY, ["PalmPay"]).map((bank) => bank.name)).toEqual(["PalmPay", "OPay"]);
  });

  it("guesses nothing until the number is whole", () => {
    expect(guessBanks("012345678", DIRECTORY)).toEqual([]);
    expect(guessBanks("", DIRECTORY)).toEqual([]);
  });
});
