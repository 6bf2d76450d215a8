import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { phoneNumber: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("a form's validator loaded on first use", () => {
  it("loads once, however often it is asked, and answers with what the loaded resolver says", async () => {
    const load = jest.fn(async (): Promise<Resolver<Values>> => async (values) => ({
      values: {},
      errors: values.phoneNumber ? {} : { phoneNumber: { type: "too_small", message: "Phone number is required" } },
    }));
    const resolver = lazyResolver(load);
    resolver.preload();
    const [empty, filled] = await Promise.all([
      resolver({ phoneNumber: "" }, undefined, options),
      resolver({ phoneNumber: "8012345678" }, undefined, options),
    ]);
    expect(empty.errors).toEqual({ phoneNumber: { type: "too_small", message: "Phone number is required" } });
    expect(filled.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the form to the server's check when it cannot load (offline), and tries again next time", async () => {
    let online = false;
    const load = jest.fn(async (): Promise<Resolver<Values>> => {
      if (!online) throw new TypeError("Failed to fetch");
      return async () => ({ values: {}, errors: { phoneNumber: { type: "custom", message: "Invalid phone number" } } });
    });
    const resolver = lazyResolver(load);
    const offline = await resolver({ phoneNumber: "1" }, undefined, options);
    expect(offline).toEqual({ values: { phoneNumber: "1" }, errors: {} });
    online = true;
    const back = await resolver({ phoneNumber: "1" }, undefined, options);
    expect(back.errors).toEqual({ phoneNumber: { type: "custom", message: "Invalid phone number" } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
