import bcrypt from "bcryptjs";
import { ApiError } from "@/server/http/api-error";
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_BUSY, PASSWORD_CHECKS_WAITING, verifyPassword } from "./password";

jest.mock("bcryptjs", () => ({ __esModule: true, default: { compare: jest.fn(), hash: jest.fn() } }));

describe("password checks", () => {
  it("run two at a time, let a burst wait its turn, and refuse a flood at once", async () => {
    let inFlight = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    jest.mocked(bcrypt.compare).mockImplementation(
      () =>
        new Promise<boolean>((resolve) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          finish.push(() => {
            inFlight -= 1;
            resolve(true);
          });
        }) as never,
    );
    const admitted = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING }, () =>
      verifyPassword("p", "h"),
    );
    const flood = await verifyPassword("p", "h").catch((error: unknown) => error);
    expect(flood).toBeInstanceOf(ApiError);
    expect((flood as ApiError).status).toBe(429);
    expect((flood as ApiError).message).toBe(PASSWORD_CHECKS_BUSY);

    // Every admitted check is answered, never more than two running at once.
    while (finish.length || inFlight) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all(admitted)).resolves.toEqual(admitted.map(() => true));
    expect(most).toBe(PASSWORD_CHECKS_AT_ONCE);
    expect(bcrypt.compare).toHaveBeenCalledTimes(admitted.length);
  });
});
