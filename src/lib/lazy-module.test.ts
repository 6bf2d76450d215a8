import { lazyModule } from "./lazy-module";

describe("a module loaded on first use", () => {
  it("lazyModule keeps a loaded module, and forgets a failed load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ answer: 42 });
    const module = lazyModule(load);
    await expect(module.get()).rejects.toThrow("offline");
    await expect(module.get()).resolves.toEqual({ answer: 42 });
    await expect(module.get()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
