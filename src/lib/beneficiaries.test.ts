import { byFavouriteThenName, matchesBeneficiary, sendAgainHref, type BeneficiaryView } from "./beneficiaries";
import { sendAgainTarget } from "./schemas/beneficiary";

const saved = (fields: Partial<BeneficiaryView>): BeneficiaryView => ({
  id: "b",
  accountNumber: "0123456789",
  bank: "GTBank",
  accountName: "ADEBAYO OLUWASEUN T",
  nickname: null,
  favourite: false,
  createdAt: "2026-11-29T00:00:00.000Z",
  ...fields,
});

describe("finding a beneficiary", () => {
  it("finds by any word of the bank's name or the nickname, whatever the case or accents", () => {
    const landlord = saved({ nickname: "Landlord Ìbàdàn" });
    expect(matchesBeneficiary(landlord, "adebayo")).toBe(true);
    expect(matchesBeneficiary(landlord, "ibadan land")).toBe(true);
    expect(matchesBeneficiary(landlord, "gtbank")).toBe(true);
    expect(matchesBeneficiary(landlord, "okafor")).toBe(false);
  });

  it("finds by digits however the number is typed", () => {
    const wallet = saved({ accountNumber: "8031234567", bank: "OPay" });
    expect(matchesBeneficiary(wallet, "803 123")).toBe(true);
    expect(matchesBeneficiary(wallet, "4567")).toBe(true);
    expect(matchesBeneficiary(wallet, "999")).toBe(false);
  });

  it("lists favourites first, then by the name shown", () => {
    const list = [
      saved({ id: "1", nickname: "Zainab" }),
      saved({ id: "2", accountName: "AMAKA EZE" }),
      saved({ id: "3", nickname: "bola", favourite: true }),
    ].sort(byFavouriteThenName);
    expect(list.map((entry) => entry.id)).toEqual(["3", "2", "1"]);
  });
});

describe("send again", () => {
  it("carries the account and bank to Send Money and back", () => {
    const href = sendAgainHref({ accountNumber: "0123456789", bank: "Moniepoint MFB" });
    const params = Object.fromEntries(new URL(href, "http://localhost").searchParams);
    expect(sendAgainTarget(params)).toEqual({ accountNumber: "0123456789", bank: "Moniepoint MFB" });
  });

  it("ignores what is not shaped like an account and a bank", () => {
    expect(sendAgainTarget({ account: "<script>", bank: "GTBank" })).toBeNull();
    expect(sendAgainTarget({ account: ["0123456789", "1"], bank: "GTBank" })).toBeNull();
    expect(sendAgainTarget({ account: "0123456789" })).toBeNull();
  });
});
