import { forEachBounded } from "./bounded";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("forEachBounded", () => {
  it("works on at most `limit` items at once, and on every item", async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    const started = await forEachBounded([...Array(20).keys()], 4, Date.now() + 10_000, async (item) => {
      most = Math.max(most, ++inFlight);
      await sleep(5);
      inFlight -= 1;
      done.push(item);
    });
    expect(started).toBe(20);
    expect(most).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it("starts no item after the deadline and finishes the ones it started", async () => {
    const finished: number[] = [];
    const started = await forEachBounded([...Array(100).keys()], 2, Date.now() + 50, async (item) => {
      await sleep(20);
      finished.push(item);
    });
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(100);
    expect(finished).toHaveLength(started);
  });

  it("does nothing with no items", async () => {
    expect(await forEachBounded([], 8, Date.now() + 1_000, async () => {})).toBe(0);
  });
});
