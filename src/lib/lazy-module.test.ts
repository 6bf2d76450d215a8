import { lazyModule } from "./lazy-module";

describe("a module loaded on first use", () => {
  it("lazyModule keeps a loaded module, and forgets a failed load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ answer: 42 });
    const code = lazyModule(load);
    await expect(code.get()).rejects.toThrow("offline");
    await expect(code.get()).resolves.toEqual({ answer: 42 });
    await expect(code.get()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
