import { repeatEvery } from "./repeat";

describe("a worker's timer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("skips a round while the previous one is still running", async () => {
    let finish = () => {};
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    repeatEvery("Test", 1_000, run);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a failed round by its message and runs the next one", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const run = jest.fn().mockRejectedValueOnce(new Error("provider down")).mockResolvedValue(undefined);
    repeatEvery("Test", 1_000, run);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(log).toHaveBeenCalledWith("Test failed:", "provider down");
    expect(run).toHaveBeenCalledTimes(2);
  });
});
