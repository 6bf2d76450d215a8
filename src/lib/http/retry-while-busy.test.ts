import { BusyError } from "./post-json";
import { retryWhileBusy } from "./retry-while-busy";

const busy = () => new BusyError("Many people are signing in right now. Please try again in a few seconds.", 5);

describe("retryWhileBusy", () => {
  it("waits out a busy answer as the server asks and sends again, saying each wait", async () => {
    const answers: (() => Promise<string>)[] = [() => Promise.reject(busy()), () => Promise.resolve("signed in")];
    const waits: number[] = [];
    const slept: number[] = [];
    const result = await retryWhileBusy(
      () => answers.shift()!(),
      (seconds) => waits.push(seconds),
      {
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(result).toBe("signed in");
    expect(waits).toEqual([5]);
    expect(slept).toEqual([5000]);
  });

  it("gives the last busy answer to the screen after the tries, and any other refusal at once", async () => {
    let sent = 0;
    const stillBusy = retryWhileBusy(
      () => (sent++, Promise.reject(busy())),
      () => undefined,
      { tries: 3, sleep: async () => undefined },
    );
    await expect(stillBusy).rejects.toBeInstanceOf(BusyError);
    expect(sent).toBe(3);

    let wrong = 0;
    const refused = retryWhileBusy(
      () => (wrong++, Promise.reject(new Error("Incorrect phone number or password."))),
      () => undefined,
      { sleep: async () => undefined },
    );
    await expect(refused).rejects.toThrow("Incorrect phone number or password.");
    expect(wrong).toBe(1);
  });
});
