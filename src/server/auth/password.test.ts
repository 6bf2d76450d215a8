import bcrypt from "bcryptjs";
import { bcryptCost, hashPassword, unknownUserHash, setPasswordPoolForTests, verifyPassword } from "./password";

jest.setTimeout(60_000);

afterAll(() => setPasswordPoolForTests(undefined));

describe("passwords", () => {
  it("are hashed at BCRYPT_COST and checked whatever cost a stored hash was made at", async () => {
    expect(bcryptCost()).toBe(Number(process.env.BCRYPT_COST || 12));
    const hash = await hashPassword("correct horse battery");
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    await expect(verifyPassword("correct horse battery", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery!", hash)).resolves.toBe(false);
    const older = bcrypt.hashSync("an old password", 5);
    await expect(verifyPassword("an old password", older, { lane: "known" })).resolves.toBe(true);
  });

  it("compare an unknown number against a hash at the same cost, made once", async () => {
    const hash = await unknownUserHash();
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    await expect(unknownUserHash()).resolves.toBe(hash);
  });
});
